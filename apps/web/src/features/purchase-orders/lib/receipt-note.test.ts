import { describe, expect, it } from 'vitest';
import type { PurchaseOrderLine } from '@costeo/domain/contracts/purchase-orders';
import {
  buildReceiptNote,
  placeReceiptErrors,
  prefillReceipt,
  type ReceiptLineDraft,
  unitChoices,
} from './receipt-note.ts';

const line = (overrides: Partial<PurchaseOrderLine>): PurchaseOrderLine => ({
  line: 1,
  ingredient_instance: 11,
  product_name: 'Calabacín',
  supplier_code: '',
  format_name: 'kg',
  quantity: '10.000',
  quantity_text: '10 kg',
  unit_price: '1.2000',
  amount: '12.00',
  ...overrides,
});

const order = {
  lines: [
    line({}),
    line({
      line: 2,
      ingredient_instance: 12,
      product_name: 'Aceite de oliva',
      format_name: 'formato de 5 l',
      quantity: '2.000',
      quantity_text: '2 formatos de 5 l',
      unit_price: '30.0000',
      amount: '60.00',
    }),
    // A product deleted since the order: nothing to receive it as.
    line({ line: 3, ingredient_instance: null, product_name: 'Borrado' }),
  ],
};

describe('prefillReceipt', () => {
  it('says every line as ordered, in its format and at its price, with the Spanish comma', () => {
    expect(prefillReceipt(order)).toEqual([
      {
        line: 1,
        product: 11,
        name: 'Calabacín',
        formatName: 'kg',
        orderedText: '10 kg',
        quantity: '10',
        unit: 'format',
        price: '1,20',
      },
      {
        line: 2,
        product: 12,
        name: 'Aceite de oliva',
        formatName: 'formato de 5 l',
        orderedText: '2 formatos de 5 l',
        quantity: '2',
        unit: 'format',
        price: '30,00',
      },
    ]);
  });
});

describe('buildReceiptNote', () => {
  const header = { date: '2026-11-20', number: ' A-77 ' };

  it('sends what came: 8 kg of courgettes at the same price, the oil at a new 31,50 €', () => {
    const [courgettes, oil] = prefillReceipt(order) as [ReceiptLineDraft, ReceiptLineDraft];
    const built = buildReceiptNote(7, header, [
      { ...courgettes, quantity: '8' },
      { ...oil, price: '31,50' },
    ]);
    expect(built.errors).toEqual({ lines: {}, header: {}, form: null });
    expect(built.request).toEqual({
      supplier: 7,
      date: '2026-11-20',
      number: 'A-77',
      lines: [
        { ingredient_instance: 11, quantity: '8', unit: 'format', new_price: '1.20' },
        { ingredient_instance: 12, quantity: '2', unit: 'format', new_price: '31.50' },
      ],
    });
    expect(built.orderLineOf).toEqual([1, 2]);
  });

  it('leaves out a line left empty (it did not come) and keeps the order of the rest', () => {
    const [courgettes, oil] = prefillReceipt(order) as [ReceiptLineDraft, ReceiptLineDraft];
    const built = buildReceiptNote(7, header, [
      { ...courgettes, quantity: '' },
      { ...oil, unit: 'l', quantity: '9,5', price: '' },
    ]);
    expect(built.request.lines).toEqual([
      { ingredient_instance: 12, quantity: '9.5', unit: 'l', new_price: null },
    ]);
    expect(built.orderLineOf).toEqual([2]);
  });

  it('refuses on its line what is not a number, a zero, and a missing date', () => {
    const [courgettes, oil] = prefillReceipt(order) as [ReceiptLineDraft, ReceiptLineDraft];
    const built = buildReceiptNote(7, { date: '', number: '' }, [
      { ...courgettes, quantity: '1.250' },
      { ...oil, quantity: '0' },
    ]);
    expect(built.errors).toEqual({
      lines: {
        1: 'Cantidad: ¿Miles o decimales? Escribe 1250 o 1,250.',
        2: 'Cantidad: si no ha llegado, deja la cantidad vacía.',
      },
      header: { date: 'Indica la fecha del albarán.' },
      form: null,
    });
  });

  it('asks for one quantity when every line is empty', () => {
    const drafts = prefillReceipt(order).map((draft) => ({ ...draft, quantity: ' ' }));
    expect(buildReceiptNote(7, header, drafts).errors.form).toBe(
      'Escribe la cantidad recibida de al menos un producto.',
    );
  });
});

describe('placeReceiptErrors', () => {
  it('puts a line’s refusal on the order line sent in that place, the rest above', () => {
    expect(
      placeReceiptErrors(
        {
          'lines.0.new_price': 'Debe ser como mucho 1000000.',
          lines: 'Línea 1: «Aceite de oliva» no tiene formato. Línea 9: otra cosa.',
          number: 'Máximo 60 caracteres.',
          supplier: 'El albarán es de «Makro» y el pedido, de «Huerta Viva»: elige «Huerta Viva».',
        },
        [2],
      ),
    ).toEqual({
      lines: { 2: 'Precio: Debe ser como mucho 1000000. «Aceite de oliva» no tiene formato.' },
      header: { number: 'Máximo 60 caracteres.' },
      form: 'Línea 9: otra cosa. El albarán es de «Makro» y el pedido, de «Huerta Viva»: elige «Huerta Viva».',
    });
  });
});

describe('unitChoices', () => {
  it('offers the order’s format first, then the units of its measure', () => {
    expect(unitChoices('formato de 5 kg')).toEqual([
      { value: 'format', label: 'formato de 5 kg' },
      { value: 'kg', label: 'kg' },
      { value: 'g', label: 'g' },
    ]);
    // Bought by the kg: the format is the kilo itself, grams besides.
    expect(unitChoices('kg')).toEqual([
      { value: 'format', label: 'kg' },
      { value: 'g', label: 'g' },
    ]);
    expect(unitChoices('caja de 30 ud').map((choice) => choice.value)).toEqual(['format', 'ud']);
    expect(unitChoices('garrafa de 1,5 l').map((choice) => choice.value)).toEqual([
      'format',
      'l',
      'ml',
    ]);
  });

  it('offers only the format when its measure cannot be read', () => {
    expect(unitChoices('manojo')).toEqual([{ value: 'format', label: 'manojo' }]);
  });
});
