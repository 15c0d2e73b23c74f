import { describe, expect, it } from 'vitest';
import { SALES_FIELDS } from './contracts/sales.ts';
import {
  salesLayoutKey,
  suggestSalesMapping,
  tillItemKey,
  type SalesColumns,
} from './sales-columns.ts';

const none: SalesColumns = Object.fromEntries(SALES_FIELDS.map((f) => [f, null])) as SalesColumns;

describe('salesLayoutKey', () => {
  it('is short, stable and blind to case, accents and spaces', () => {
    const key = salesLayoutKey('csv', ['Fecha', 'Artículo', 'Unidades', 'Importe']);
    expect(key).toMatch(/^csv:[0-9a-f]{16}$/);
    expect(key.length).toBeLessThanOrEqual(64);
    expect(salesLayoutKey('csv', [' FECHA ', 'articulo', 'UNIDADES', 'importe'])).toBe(key);
  });

  it('changes with the type, the columns and their order', () => {
    const key = salesLayoutKey('csv', ['Fecha', 'Artículo', 'Importe']);
    expect(salesLayoutKey('xlsx', ['Fecha', 'Artículo', 'Importe'])).not.toBe(key);
    expect(salesLayoutKey('csv', ['Artículo', 'Fecha', 'Importe'])).not.toBe(key);
    expect(salesLayoutKey('csv', ['Fecha', 'Artículo', 'Importe', 'IVA'])).not.toBe(key);
  });
});

describe('suggestSalesMapping', () => {
  it('maps a Revo-style "Detalle de facturas"', () => {
    const columns = ['Fecha', 'Nº Factura', 'Cód.', 'Producto', 'Uds', 'PVP', 'Total', '% IVA'];
    expect(suggestSalesMapping(columns)).toEqual({
      date: 0,
      ticket: 1,
      code: 2,
      name: 3,
      units: 4,
      unit_price: 5,
      amount: 6,
      vat_pct: 7,
    });
  });

  it('maps the Ágora table and English titles', () => {
    expect(
      suggestSalesMapping(['Fecha', 'Código', 'Artículo', 'Unidades', 'Importe', 'IVA', 'Ticket']),
    ).toEqual({
      date: 0,
      code: 1,
      name: 2,
      units: 3,
      amount: 4,
      unit_price: null,
      vat_pct: 5,
      ticket: 6,
    });
    expect(
      suggestSalesMapping(['Date', 'Receipt', 'Product', 'Qty', 'Unit price', 'Total amount']),
    ).toEqual({
      date: 0,
      ticket: 1,
      code: null,
      name: 2,
      units: 3,
      unit_price: 4,
      amount: 5,
      vat_pct: null,
    });
  });

  it('takes the amount with VAT, never a base or the VAT amount, and "Fecha/Hora" as the date', () => {
    const columns = [
      'Fecha/Hora',
      'Descripción',
      'Cantidad',
      'Base imponible',
      'Cuota IVA',
      'Total con IVA',
      'Tipo de IVA',
    ];
    expect(suggestSalesMapping(columns)).toEqual({
      date: 0,
      code: null,
      name: 1,
      units: 2,
      amount: 5,
      unit_price: null,
      vat_pct: 6,
      ticket: null,
    });
  });

  it('reads "Referencia", "Día" and "Precio" when there is no amount', () => {
    expect(suggestSalesMapping(['Día', 'Referencia', 'Artículo', 'Cantidad', 'Precio'])).toEqual({
      date: 0,
      code: 1,
      name: 2,
      units: 3,
      amount: null,
      unit_price: 4,
      vat_pct: null,
      ticket: null,
    });
  });

  it('leaves unknown columns unmapped', () => {
    expect(suggestSalesMapping(['Camarero', 'Mesa', 'Hora'])).toEqual(none);
  });
});

describe('tillItemKey', () => {
  it('is the code when there is one, else the name, normalised', () => {
    expect(tillItemKey(' 101 ', 'Croquetas')).toBe('c:101');
    expect(tillItemKey('ab-7', 'x')).toBe(tillItemKey('AB-7', 'y'));
    expect(tillItemKey('', '  Croquetas  de   JAMÓN ')).toBe('n:croquetas de jamon');
    expect(tillItemKey('', 'Año'.repeat(100)).length).toBeLessThanOrEqual(220);
  });
});
