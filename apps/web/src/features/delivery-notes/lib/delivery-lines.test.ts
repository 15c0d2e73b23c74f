import { describe, expect, it } from 'vitest';
import { CEBOLLA, HUEVOS, LECHE, PATATA, TOMATE } from '../../../test/delivery-notes-fixtures.ts';
import { unitOptions } from './delivery-display.ts';
import { buildDeliveryNote, EMPTY_LINE, placeServerErrors } from './delivery-lines.ts';

const products = [PATATA, CEBOLLA, TOMATE, HUEVOS, LECHE];
const header = { supplier: 1, date: '2026-11-27', number: ' FG-1 ' };

describe("the albarán's lines as typed (issue 32)", () => {
  it('sends only the products with a quantity, in the screen order, in the API form', () => {
    const built = buildDeliveryNote(header, products, {
      [HUEVOS.id]: { ...EMPTY_LINE, quantity: '2', priceOpen: true, newPrice: '5,70' },
      [PATATA.id]: { ...EMPTY_LINE, quantity: '1.250,5', unit: 'kg' },
      // A price typed and then its field closed is not sent; no quantity, no line.
      [CEBOLLA.id]: { ...EMPTY_LINE, quantity: ' ', priceOpen: true, newPrice: '13' },
      [TOMATE.id]: { ...EMPTY_LINE, quantity: '3', newPrice: '9', priceOpen: false },
    });
    expect(built.errors).toEqual({ lines: {}, header: {}, form: null });
    expect(built.request).toEqual({
      supplier: 1,
      date: '2026-11-27',
      number: 'FG-1',
      lines: [
        { ingredient_instance: PATATA.id, quantity: '1250.5', unit: 'kg', new_price: null },
        { ingredient_instance: TOMATE.id, quantity: '3', unit: 'format', new_price: null },
        { ingredient_instance: HUEVOS.id, quantity: '2', unit: 'format', new_price: '5.70' },
      ],
    });
    expect(built.productOfLine).toEqual([PATATA.id, TOMATE.id, HUEVOS.id]);
  });

  it('refuses on its row what is not a number, a zero quantity, and a note without lines', () => {
    const built = buildDeliveryNote({ ...header, supplier: null, date: '' }, products, {
      [PATATA.id]: { ...EMPTY_LINE, quantity: '-2' },
      [TOMATE.id]: { ...EMPTY_LINE, quantity: '0' },
      [HUEVOS.id]: { ...EMPTY_LINE, quantity: '2', priceOpen: true, newPrice: '5,7,0' },
    });
    expect(built.errors).toEqual({
      lines: {
        [PATATA.id]: 'Cantidad: No puede ser negativo.',
        [TOMATE.id]: 'La cantidad debe ser mayor que 0.',
        [HUEVOS.id]: 'Precio nuevo: Introduce un número válido, por ejemplo 1.250,50.',
      },
      header: { supplier: 'Elige el proveedor.', date: 'Indica la fecha del albarán.' },
      form: null,
    });
    expect(buildDeliveryNote(header, products, {}).errors.form).toBe(
      'Escribe la cantidad recibida de al menos un producto.',
    );
  });

  it("puts the server's refusals on the product sent as that line", () => {
    const sent = [PATATA.id, TOMATE.id, HUEVOS.id];
    expect(
      placeServerErrors(
        {
          'lines.2.new_price': 'Introduce un número válido.',
          lines: 'Línea 2: falta el peso por unidad. Línea 9: el producto no existe.',
          date: 'La fecha no puede ser futura.',
          non_field_errors: 'Algo más.',
        },
        sent,
      ),
    ).toEqual({
      lines: {
        [HUEVOS.id]: 'Precio nuevo: Introduce un número válido.',
        [TOMATE.id]: 'Falta el peso por unidad.',
      },
      header: { date: 'La fecha no puede ser futura.' },
      form: 'Línea 9: el producto no existe. Algo más.',
    });
  });

  it('offers the format first, then the units of the kinds the product is bought and costed in', () => {
    const labels = (product: typeof PATATA) => unitOptions(product).map((option) => option.label);
    expect(labels(PATATA)).toEqual(['× 25 kg', 'kg', 'g']);
    expect(labels(HUEVOS)).toEqual(['× 30 ud', 'ud']);
    expect(labels(LECHE)).toEqual(['× 1 l', 'l', 'ml']);
    // A lettuce bought by the dozen and costed per gram: units and mass.
    expect(labels({ ...PATATA, purchase_quantity: '12.000', purchase_unit: 'ud' })).toEqual([
      '× 12 ud',
      'kg',
      'g',
      'ud',
    ]);
  });
});
