import { describe, expect, it } from 'vitest';
import { productNameFromDescription } from './purchase-format.ts';

describe('productNameFromDescription', () => {
  it.each([
    ['Vino blanco para cocinar Caja 6 x 75 cl', 'Vino blanco para cocinar'],
    ['Leche entera 6x1l', 'Leche entera'],
    ['ACEITE OLIVA V.EXTRA 5L', 'ACEITE OLIVA V.EXTRA'],
    ['Harina de trigo - Saco 25 kg', 'Harina de trigo'],
    ['Huevos camperos L (30 ud)', 'Huevos camperos L'],
    ['Tomate pera 1,5 kg bandeja', 'Tomate pera'],
    ['Bolsas de vacío 20x30 cm', 'Bolsas de vacío 20x30 cm'],
    ['Sal fina', 'Sal fina'],
    ['5 kg', '5 kg'],
    ['  Queso   manchego  curado 3 kg ', 'Queso manchego curado'],
  ])('%s → %s', (description, name) => {
    expect(productNameFromDescription(description)).toBe(name);
  });
});
