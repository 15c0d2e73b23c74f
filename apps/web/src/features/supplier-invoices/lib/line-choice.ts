import type { InvoiceLineDecision } from '@costeo/domain/contracts/supplier-invoices';

/**
 * The chef's choice for a line, replacing its match: a product, a new one (from the catalog, or
 * on an own definition made from the line: packaging, cleaning, issue 32), or not importing it.
 */
export type LineChoice =
  | { kind: 'product'; id: number; name: string }
  | { kind: 'create'; definition: { id: number; name: string } | null }
  | { kind: 'own' }
  | { kind: 'skip' };

type DecisionInput = Pick<InvoiceLineDecision, 'line'> & Partial<InvoiceLineDecision>;

/** The choices as the API's decisions (`{line, ingredient_instance | create | skip}`). */
export function toDecisions(choices: ReadonlyMap<number, LineChoice>): DecisionInput[] {
  return [...choices].map(([line, choice]) => {
    if (choice.kind === 'product') return { line, ingredient_instance: choice.id };
    if (choice.kind === 'create') {
      return { line, create: true, definition: choice.definition?.id ?? null };
    }
    if (choice.kind === 'own') return { line, create: true, own_definition: true };
    return { line, skip: true };
  });
}
