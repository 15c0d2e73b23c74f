import { describe, expect, it } from 'vitest';
import type { PurchaseOrderLine } from '@costeo/domain/contracts/purchase-orders';
import {
  buildReceiptNote,
  placeReceiptErrors,
  prefillReceipt,
  type ReceiptLineDraft,
  unitChoices,
  unorderedCandidates,
  unorderedReceiptLine,
} from './receipt-note.ts';
import type { SupplierProduct } from '@costeo/domain/contracts/suppliers';

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

const product = (overrides: Partial<SupplierProduct>): SupplierProduct => ({
  id: 20,
  name: 'Perejil manojo',
  purchase_quantity: '1.000',
  purchase_unit: 'ud',
  purchase_price: '0.8000',
  base_unit: 'ud',
  unit_cost: '0.800000',
  price_since: null,
  last_purchased_on: null,
  is_active: true,
  ...overrides,
});

describe('a product that came without being ordered', () => {
  const parsley = product({});
  const potatoes = product({
    id: 21,
    name: 'Patata agria caja 5 kg',
    purchase_quantity: '5.000',
    purchase_unit: 'kg',
    purchase_price: '4.5000',
    base_unit: 'g',
  });

  it('becomes a line after the order’s, in its format and at its price, its quantity to type', () => {
    const drafts = prefillReceipt(order);
    const added = unorderedReceiptLine(potatoes, drafts);
    expect(added).toEqual({
      line: 3,
      unordered: true,
      product: 21,
      name: 'Patata agria caja 5 kg',
      formatName: 'caja de 5 kg',
      orderedText: '',
      quantity: '',
      unit: 'format',
      price: '4,50',
    });
    expect(unitChoices(added.formatName).map((choice) => choice.value)).toEqual([
      'format',
      'kg',
      'g',
    ]);
    expect(unorderedReceiptLine(parsley, [...drafts, added])).toMatchObject({
      line: 4,
      formatName: 'ud',
      price: '0,80',
    });
  });

  it('is offered among the supplier’s active products not on the albarán yet', () => {
    const drafts = prefillReceipt(order);
    const courgettes = product({ id: 11, name: 'Calabacín' });
    const retired = product({ id: 22, name: 'Borraja', is_active: false });
    expect(
      unorderedCandidates([courgettes, parsley, retired, potatoes], drafts).map((p) => p.id),
    ).toEqual([20, 21]);
  });

  it('is sent after the order’s lines, and must say how much came', () => {
    const drafts = prefillReceipt(order);
    const added = unorderedReceiptLine(parsley, drafts);
    const sent = buildReceiptNote(7, { date: '2026-11-20', number: '' }, [
      ...drafts,
      { ...added, quantity: '2' },
    ]);
    expect(sent.request.lines.at(-1)).toEqual({
      ingredient_instance: 20,
      quantity: '2',
      unit: 'format',
      new_price: '0.80',
    });
    expect(sent.orderLineOf).toEqual([1, 2, 3]);
    expect(
      buildReceiptNote(7, { date: '2026-11-20', number: '' }, [...drafts, added]).errors.lines,
    ).toEqual({ 3: 'Cantidad: escribe lo que ha llegado, o quita la línea.' });
    expect(
      buildReceiptNote(7, { date: '2026-11-20', number: '' }, [
        ...drafts,
        { ...added, quantity: '0' },
      ]).errors.lines,
    ).toEqual({ 3: 'Cantidad: si no ha llegado, quita la línea.' });
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
