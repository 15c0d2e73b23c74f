import { describe, expect, it } from 'vitest';
import { toMoney, toQuantity } from './decimal.ts';
import { eventsNeeds, menuNeeds, type NeedsPurchase } from './menu-needs.ts';
import type { ExplosionMenu } from './recipe-explosion.ts';
import { graphOf, product, recipe, subRecipe, uses, usesSub } from './test/recipe-fixtures.ts';

/*
 * An event of 30 guests, by hand (issue 37 point 2). Prices per base unit are the format's price /
 * its quantity: patata 6,00 € / 5 000 g = 0,0012 €/g; harina 17,50 € / 25 000 g = 0,0007 €/g;
 * leche 5,40 € / 6 000 ml = 0,0009 €/ml; huevo 6,00 € / 30 ud = 0,20 €/ud; aceite 42,50 € /
 * 5 000 ml = 0,0085 €/ml.
 */
const PATATA = product(1, 'Patata agria caja 5 kg', { unitCost: '0.0012', wastePct: '10' });
const HARINA = product(2, 'Harina de trigo saco 25 kg', { unitCost: '0.0007' });
const LECHE = product(3, 'Leche entera', { baseUnit: 'ml', unitCost: '0.0009' });
const HUEVO = product(4, 'Huevo L bandeja 30 ud', {
  baseUnit: 'ud',
  unitCost: '0.2',
  wastePct: '12',
  unitWeight: '65',
});
const ACEITE = product(5, 'AOVE garrafa 5 l', { baseUnit: 'ml', unitCost: '0.0085' });

const purchase = (
  quantity: string,
  unit: NeedsPurchase['purchaseUnit'],
  price: string,
  supplierId: number | null,
  supplierName: string,
): NeedsPurchase => ({
  purchaseQuantity: quantity,
  purchaseUnit: unit,
  purchasePrice: price,
  supplierId,
  supplierName,
});

const PURCHASES = new Map<number, NeedsPurchase>([
  [1, purchase('5', 'kg', '6.00', 7, 'Frutas García')],
  [2, purchase('25', 'kg', '17.50', 8, 'Makro')],
  [3, purchase('6', 'l', '5.40', 8, 'Makro')],
  [4, purchase('30', 'ud', '6.00', 8, 'Makro')],
  [5, purchase('5', 'l', '42.50', null, '')],
]);

/** Bechamel: 1 l with 80 g of flour and 1 l of milk. */
const BECHAMEL = subRecipe(10, 'Bechamel', '1', 'l', [uses(2, '80', 'g'), uses(3, '1', 'l')]);
/** 10 croquetas a batch: 0,5 l of bechamel, 2 eggs, 100 ml of oil. */
const CROQUETAS = recipe(20, 'Croquetas', {
  servings: 10,
  lines: [usesSub(10, '0.5', 'l'), uses(4, '2', 'ud'), uses(5, '100', 'ml')],
});
/** 4 servings: 1 kg of potato (net) and 0,2 l of bechamel. */
const PURE = recipe(21, 'Puré gratinado', {
  servings: 4,
  lines: [uses(1, '1', 'kg'), usesSub(10, '200', 'ml')],
});
/** 8 servings: 1 kg of potato (net) and 5 eggs. */
const TORTILLA = recipe(22, 'Tortilla', {
  servings: 8,
  lines: [uses(1, '1', 'kg'), uses(4, '5', 'ud')],
});

const graph = () =>
  graphOf([PATATA, HARINA, LECHE, HUEVO, ACEITE], [BECHAMEL, CROQUETAS, PURE, TORTILLA]);

const MENU: ExplosionMenu = {
  name: 'Comunión',
  sections: [
    {
      name: 'Entrante',
      choice: 'all',
      items: [{ recipeId: 20, servingsPerCover: '1', expectedSharePct: null }],
    },
    {
      name: 'Principal',
      choice: 'one',
      items: [
        { recipeId: 21, servingsPerCover: '1', expectedSharePct: '60' },
        { recipeId: 22, servingsPerCover: '1', expectedSharePct: '40' },
      ],
    },
  ],
};

describe('menuNeeds', () => {
  const needs = menuNeeds({ menu: MENU, guests: 30, graph: graph(), purchases: PURCHASES });
  const rows = needs.suppliers.flatMap((group) =>
    group.products.map((p) => [
      group.supplierName,
      p.name,
      toQuantity(p.quantity),
      p.formats,
      p.text,
      p.cost === null ? null : toMoney(p.cost),
      p.formatsCost === null ? null : toMoney(p.formatsCost),
    ]),
  );

  it('explodes 30 guests through a choose-one section and an elaboración, by hand', () => {
    // Dishes: croquetas 30 (all), puré 60 % × 30 = 18, tortilla 40 % × 30 = 12.
    // Croquetas 30 / 10 = 3 batches: 1,5 l bechamel, 6 eggs, 300 ml oil.
    // Puré 18 / 4 = 4,5 batches: 4,5 kg potato net, 0,9 l bechamel.
    // Tortilla 12 / 8 = 1,5 batches: 1,5 kg potato net, 7,5 eggs.
    // Potato: 6 kg net / 0,9 (10 % merma) = 6 666,667 g → 2 cajas of 5 kg; 8,00 € (× 0,0012).
    // Bechamel 2,4 l: flour 2,4 × 80 = 192 g (0,1344 €), milk 2 400 ml (2,16 €).
    // Eggs: 6 + 7,5 = 13,5 → 14 whole (a count line takes no merma); 14 × 0,20 = 2,80 €.
    // Oil: 300 ml × 0,0085 = 2,55 €.
    expect(rows).toEqual([
      [
        'Frutas García',
        'Patata agria caja 5 kg',
        '6666.667',
        2,
        '2 cajas de 5 kg (6,667 kg)',
        '8.00',
        '12.00',
      ],
      [
        'Makro',
        'Harina de trigo saco 25 kg',
        '192.000',
        1,
        '1 saco de 25 kg (192 g)',
        '0.13',
        '17.50',
      ],
      ['Makro', 'Huevo L bandeja 30 ud', '14.000', 1, '1 bandeja de 30 ud (14 ud)', '2.80', '6.00'],
      ['Makro', 'Leche entera', '2400.000', 1, '1 formato de 6 l (2,4 l)', '2.16', '5.40'],
      ['', 'AOVE garrafa 5 l', '300.000', 1, '1 garrafa de 5 l (300 ml)', '2.55', '42.50'],
    ]);
    expect(needs.suppliers.map((group) => [group.supplierId, toMoney(group.formatsCost)])).toEqual([
      [7, '12.00'],
      [8, '28.90'],
      [null, '42.50'],
    ]);
    // 8,00 + 0,1344 + 2,80 + 2,16 + 2,55 = 15,6444 €; formats 12 + 17,50 + 6 + 5,40 + 42,50.
    expect(toMoney(needs.cost)).toBe('15.64');
    expect(toMoney(needs.formatsCost)).toBe('83.40');
    expect(needs.complete).toBe(true);
    expect(needs.warnings).toEqual([]);
  });

  it('says the elaboraciones in whole batches of their yield and the dishes in servings', () => {
    expect(
      needs.elaboraciones.map((e) => [e.name, toQuantity(e.quantity), e.batches, e.text]),
    ).toEqual([['Bechamel', '2.400', 3, 'Bechamel: 3 tandas de 1 l (2,4 l)']]);
    expect(needs.dishes.map((d) => [d.name, toQuantity(d.servings)])).toEqual([
      ['Croquetas', '30.000'],
      ['Puré gratinado', '18.000'],
      ['Tortilla', '12.000'],
    ]);
  });

  it('counts a nested elaboración by its share, and says what cannot be exploded', () => {
    const roux = subRecipe(11, 'Roux', '500', 'g', [uses(2, '250', 'g')]);
    const sauce = subRecipe(12, 'Salsa', '2', 'l', [usesSub(11, '1', 'kg'), uses(5, '1', 'kg')]);
    const dish = recipe(23, 'Plato', { servings: 4, lines: [usesSub(12, '500', 'ml')] });
    const menu: ExplosionMenu = {
      name: 'Menú',
      sections: [
        {
          name: 'Único',
          choice: 'one',
          items: [{ recipeId: 23, servingsPerCover: '2', expectedSharePct: null }],
        },
      ],
    };
    const result = menuNeeds({
      menu,
      guests: 10,
      graph: graphOf([HARINA, ACEITE], [roux, sauce, dish]),
      purchases: PURCHASES,
    });
    // 10 × 2 = 20 servings = 5 batches: 2,5 l of salsa (2 batches of 2 l) = 1,25 of its batch →
    // 1,25 kg of roux (3 batches of 500 g) → 2,5 × 250 g = 625 g of flour.
    expect(result.elaboraciones.map((e) => e.text)).toEqual([
      'Roux: 3 tandas de 500 g (1,25 kg)',
      'Salsa: 2 tandas de 2 l (2,5 l)',
    ]);
    expect(result.suppliers.flatMap((g) => g.products.map((p) => p.text))).toEqual([
      '1 saco de 25 kg (625 g)',
    ]);
    expect(result.complete).toBe(false);
    expect(result.warnings).toEqual([
      '«Plato», línea «Salsa» › «AOVE garrafa 5 l»: Falta la densidad para convertir kg a ml.',
    ]);
  });
});

describe('eventsNeeds (issue 37: the events of a range)', () => {
  it('sums the events in base units, then says each product in formats once', () => {
    // 30 + 15 guests of the comunión: puré 60 % × 45 = 27 servings → 6,75 kg of patata net,
    // tortilla 40 % × 45 = 18 servings → 2,25 kg: 9 kg net / 0,9 = 10 kg gross → 2 cajas de
    // 5 kg exactly. Formats per event would be 3: 30 guests 6,667 kg → 2, 15 guests 3,333 kg → 1.
    const both = eventsNeeds({
      events: [
        { menu: MENU, guests: 30 },
        { menu: MENU, guests: 15 },
      ],
      graph: graph(),
      purchases: PURCHASES,
    });
    expect(both.guests).toBe(45);
    const patata = both.suppliers[0]?.products[0];
    expect([patata?.name, toQuantity(patata!.quantity), patata?.formats, patata?.text]).toEqual([
      'Patata agria caja 5 kg',
      '10000.000',
      2,
      '2 cajas de 5 kg',
    ]);
    const apart = [30, 15].map(
      (guests) =>
        menuNeeds({ menu: MENU, guests, graph: graph(), purchases: PURCHASES }).suppliers[0]
          ?.products[0]?.formats,
    );
    expect(apart).toEqual([2, 1]);
    // The sum is the needs of one menu for all the guests, figure for figure.
    const once = menuNeeds({ menu: MENU, guests: 45, graph: graph(), purchases: PURCHASES });
    expect(toMoney(both.formatsCost)).toBe(toMoney(once.formatsCost));
    expect(both.suppliers.flatMap((group) => group.products.map((p) => p.text))).toEqual(
      once.suppliers.flatMap((group) => group.products.map((p) => p.text)),
    );
    expect(both.elaboraciones.map((e) => e.text)).toEqual(once.elaboraciones.map((e) => e.text));
  });

  it('answers nothing to buy for no events', () => {
    const none = eventsNeeds({ events: [], graph: graph(), purchases: PURCHASES });
    expect(none).toMatchObject({ guests: 0, suppliers: [], elaboraciones: [], dishes: [] });
    expect(toMoney(none.cost)).toBe('0.00');
  });
});
