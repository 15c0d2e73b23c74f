import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * Text made safe for pdfmake's layout (decision 018). pdfmake breaks a word wider than the line
 * one character at a time, re-measuring the rest each time: 20 000 characters with no space took
 * ~28 s. And a letter carrying hundreds of combining accents is shaped mark by mark (~11 s).
 */

/** Longest run of characters without a break opportunity. */
export const MAX_UNBROKEN = 30;
/** Combining marks kept on one letter (Spanish needs one; Vietnamese stacks two). */
export const MAX_MARKS = 2;
const ZERO_WIDTH_SPACE = '\u200B';

/** A letter (or any non-mark) and the marks that follow it; marks with no letter before them. */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/gu;
const LONG_RUN = new RegExp(`[^\\s\\u200B]{${MAX_UNBROKEN + 1},}`, 'gu');

const MARK = /\p{M}/gu;

/** A letter with at most `MAX_MARKS` marks; marks with no letter under them are dropped. */
function capMarks(cluster: string): string {
  if (/^\p{M}/u.test(cluster)) return '';
  let kept = 0;
  return cluster.replace(MARK, (mark) => (++kept <= MAX_MARKS ? mark : ''));
}

/** NFC, at most `MAX_MARKS` marks per letter, and a zero-width space every `MAX_UNBROKEN` letters. */
export function breakableText(text: string): string {
  const clusters = text.normalize('NFC').match(CLUSTER) ?? [];
  const capped = clusters.map(capMarks).join('');
  return capped.replace(LONG_RUN, (run) => {
    const parts = run.match(CLUSTER) ?? [];
    const chunks: string[] = [];
    for (let i = 0; i < parts.length; i += MAX_UNBROKEN) {
      chunks.push(parts.slice(i, i + MAX_UNBROKEN).join(''));
    }
    return chunks.join(ZERO_WIDTH_SPACE);
  });
}

type Node = unknown;
/** Keys of a pdfmake node whose values are content (text or nested nodes), never style names. */
const CONTENT_KEYS = ['text', 'stack', 'columns', 'ul', 'ol'] as const;

function breakableNode(node: Node): Node {
  if (typeof node === 'string') return breakableText(node);
  if (Array.isArray(node)) return node.map(breakableNode);
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = { ...(node as Record<string, unknown>) };
  for (const key of CONTENT_KEYS) {
    if (key in copy) copy[key] = breakableNode(copy[key]);
  }
  const table = copy.table as { body?: unknown[][] } | undefined;
  if (table?.body) {
    copy.table = { ...table, body: table.body.map((row) => row.map(breakableNode)) };
  }
  return copy;
}

/** The document with every text of its content made breakable (styles, widths untouched). */
export function breakableDocument(document: TDocumentDefinitions): TDocumentDefinitions {
  return {
    ...document,
    content: breakableNode(document.content) as TDocumentDefinitions['content'],
  };
}
