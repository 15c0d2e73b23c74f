/**
 * The preparation of a recipe is stored in `instructions` as plain text, one step per line, so the
 * API, old clients and the account export keep reading one string. The editor shows it as a
 * numbered list of steps and the ficha técnica prints it as one.
 */

// "1. Picar", "2) Sofreír", "3 - Añadir": numbering a cook typed is the list's own, not the text's.
const TYPED_NUMBER = /^\d{1,3}\s*[.)-]\s+/;

/** The steps of a preparation text: one per non-blank line, without a typed number. */
export function splitSteps(instructions: string): string[] {
  return instructions
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(TYPED_NUMBER, '').trim())
    .filter((line) => line.length > 0);
}

/** The text stored for a list of steps: a step's own line breaks become spaces, blanks go. */
export function joinSteps(steps: readonly string[]): string {
  return steps
    .map((step) => step.replace(/\s*(\r\n|\r|\n)\s*/g, ' ').trim())
    .filter((step) => step.length > 0)
    .join('\n');
}
