import { invoiceUnitMeaning } from '@costeo/domain/purchase-format-units';

/*
 * A supplier document's unit of measure as a cook reads it, shared by «Facturas de proveedor» and
 * an order received with its invoice (issue 37 point 5).
 */

const UNIT_SCHEME = { facturae: 'facturae', ubl: 'unece', pdf: 'text' } as const;

/** "cajas": a line's unit of measure (a Facturae or UN/ECE code, or a PDF's text) in words. */
export function unitOfMeasureLabel(format: keyof typeof UNIT_SCHEME, code: string): string {
  if (!code) return 'ud';
  const meaning = invoiceUnitMeaning({ scheme: UNIT_SCHEME[format], code });
  return meaning.kind === 'each' ? 'ud' : meaning.label.toLowerCase();
}
