import { describe, expect, it } from 'vitest';
import type { PurchaseOrder } from '@costeo/domain/contracts/purchase-orders';
import { buildDraftUpdate, draftEditOf, placeDraftErrors } from './draft-edit.ts';

const ORDER = {
  supplier: 4,
  notes: 'Por la mañana',
  delivery_date: '2026-12-01',
  lines: [
    {
      line: 1,
      ingredient_instance: 21,
      product_name: 'AOVE',
      supplier_code: '',
      format_name: 'formato de 5 l',
      quantity: '2.000',
      quantity_text: '2 formatos de 5 l',
      unit_price: '30.0000',
      amount: '60.00',
    },
    {
      line: 2,
      ingredient_instance: 22,
      product_name: 'Huevos camperos',
      supplier_code: '',
      format_name: 'formato de 30 ud',
      quantity: '3.000',
      quantity_text: '3 formatos de 30 ud',
      unit_price: '4.5000',
      amount: '13.50',
    },
    {
      line: 3,
      ingredient_instance: null,
      product_name: 'Producto borrado',
      supplier_code: '',
      format_name: 'kg',
      quantity: '1.000',
      quantity_text: '1 kg',
      unit_price: '1.0000',
      amount: '1.00',
    },
  ],
} as unknown as PurchaseOrder;

describe('a draft edited on screen', () => {
  it('starts from the order: quantities with the Spanish comma, a deleted product set aside', () => {
    const edit = draftEditOf(ORDER);
    expect(edit.deliveryDate).toBe('2026-12-01');
    expect(edit.lines.map((line) => [line.product, line.quantity, line.unitPrice])).toEqual([
      [21, '2', '30.0000'],
      [22, '3', '4.5000'],
    ]);
    expect(edit.dropped).toEqual(['Producto borrado']);
  });

  it('sends the whole order back: a line removed, another at 2,5 formats, each at its price', () => {
    const edit = draftEditOf(ORDER);
    const [oil] = edit.lines;
    const built = buildDraftUpdate(ORDER, {
      ...edit,
      deliveryDate: '2026-12-02',
      lines: oil ? [{ ...oil, quantity: '2,5' }] : [],
    });
    expect(built.errors).toEqual({ lines: {}, deliveryDate: null, form: null });
    expect(built.input).toEqual({
      supplier: 4,
      delivery_date: '2026-12-02',
      notes: 'Por la mañana',
      lines: [{ ingredient_instance: 21, quantity: '2.5', unit_price: '30.0000' }],
    });
    expect(built.lineOf).toEqual([1]);
  });

  it('refuses an empty or zero quantity on its line, and an order without lines', () => {
    const edit = draftEditOf(ORDER);
    const [oil, eggs] = edit.lines;
    if (!oil || !eggs) throw new Error('two lines');
    expect(
      buildDraftUpdate(ORDER, {
        ...edit,
        lines: [
          { ...oil, quantity: '' },
          { ...eggs, quantity: '0' },
        ],
      }).errors.lines,
    ).toEqual({
      1: 'Indica cuántos formatos, o quita la línea.',
      2: 'Para no pedirlo, quita la línea.',
    });
    expect(buildDraftUpdate(ORDER, { ...edit, lines: [] }).errors.form).toBe(
      'Un pedido necesita al menos una línea.',
    );
  });

  it('places the server’s refusals on the line sent in that place', () => {
    expect(
      placeDraftErrors(
        {
          'lines.0.quantity': 'Máximo 100000.',
          delivery_date: 'Fecha no válida.',
          status: 'Ya enviado.',
        },
        [2],
      ),
    ).toEqual({
      lines: { 2: 'Máximo 100000.' },
      deliveryDate: 'Fecha no válida.',
      form: 'Ya enviado.',
    });
  });
});
