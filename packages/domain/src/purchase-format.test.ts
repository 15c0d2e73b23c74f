import { describe, expect, it } from 'vitest';
import { formatBaseQuantity, readPurchaseFormat } from './purchase-format.ts';

function read(description: string) {
  const reading = readPurchaseFormat(description);
  if (!reading.ok) throw new Error(reading.reason);
  const base = formatBaseQuantity(reading.format);
  const { packs, perPack, unit } = reading.format;
  return { packs, perPack, unit, base: `${base.quantity.toString()} ${base.unit}` };
}

describe('readPurchaseFormat (the format in a line description)', () => {
  it.each([
    // description, packs, per pack, unit, base quantity of one invoiced item
    ['Aceite de girasol Caja 6 x 1 L', '6', '1', 'l', '6000 ml'],
    ['ACEITE 6x1l', '6', '1', 'l', '6000 ml'],
    ['Agua mineral Pack 6 x 1,5 L', '6', '1.5', 'l', '9000 ml'],
    ['Refresco cola 24x33cl', '24', '33', 'cl', '7920 ml'],
    ['Cerveza 33 cl x 24', '24', '33', 'cl', '7920 ml'],
    ['Vino tinto 12 botellas de 75 cl', '12', '75', 'cl', '9000 ml'],
    ['Tomate frito 6 bricks 1 kg', '6', '1', 'kg', '6000 g'],
    ['Harina de trigo Saco 25 kg', '1', '25', 'kg', '25000 g'],
    ['Macarrones Saco 5 Kilos', '1', '5', 'kg', '5000 g'],
    ['Croquetas Bandeja 30 ud', '1', '30', 'ud', '30 ud'],
    ['Detergente Garrafa 5 l', '1', '5', 'l', '5000 ml'],
    ['Chocolate cobertura 2,5 kg', '1', '2.5', 'kg', '2500 g'],
    ['Nata 35% MG brik 1 litro', '1', '1', 'l', '1000 ml'],
    ['Azafrán sobre 0,5 g', '1', '0.5', 'g', '0.5 g'],
    ['Huevos camperos docena', '1', '1', 'docena', '12 ud'],
    ['Huevos media docena', '1', '0.5', 'docena', '6 ud'],
    ['Huevos L 2 docenas', '1', '2', 'docena', '24 ud'],
    ['Pack 24 Coca-Cola lata 33 cl', '24', '33', 'cl', '7920 ml'],
    ['Vino crianza 2019 13,5% vol. 75 cl', '1', '75', 'cl', '750 ml'],
    ['Langostino cocido 40/60 Caja 2 kg', '1', '2', 'kg', '2000 g'],
    ['Aceite Caja 6 x 1 L (6 L)', '6', '1', 'l', '6000 ml'],
    ['Leche entera 6 × 1 l', '6', '1', 'l', '6000 ml'],
  ])('%s → %s × %s %s = %s', (description, packs, perPack, unit, base) => {
    expect(read(description)).toEqual({ packs, perPack, unit, base });
  });

  it.each([
    'Perejil manojo',
    'Tomate pera cat. I',
    'Lubina de estero 4-5 kg',
    'Pack 24',
    'Huevos L',
    'Cerveza 5,4%',
  ])('%s has no format', (description) => {
    expect(readPurchaseFormat(description)).toMatchObject({ ok: false, code: 'none' });
  });

  it.each([
    ['Atún lata 1 kg escurrido 650 g', /varias medidas .*«1 kg».*«650 g»/],
    ['Caja 6 x 1 L o 12 x 0,75 L', /varias medidas/],
    // 1,5 g or 1 500 g: never a factor of 1000 guessed.
    ['Queso curado 1.500 g', /no se lee sin dudas \(«1.500»\)/],
  ])('%s is ambiguous and says so', (description, reason) => {
    expect(readPurchaseFormat(description)).toEqual({
      ok: false,
      code: 'ambiguous',
      reason: expect.stringMatching(reason),
    });
  });
});
