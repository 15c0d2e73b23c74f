import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import {
  batchedElaboraciones,
  cookQuantity,
  eventsProductionSheet,
  preparationOrder,
  productionSheet,
  type ProductionLine,
} from './production-sheet.ts';
import type { ExplosionMenu } from './recipe-explosion.ts';
import { graphOf, product, recipe, subRecipe, uses, usesSub } from './test/recipe-fixtures.ts';

/*
 * An event of 80 guests, by hand (issue 37 point 6).
 * Roux (elaboración): yields 200 g from 100 g of harina and 100 ml of AOVE.
 * Bechamel (elaboración): yields 1 l from 1 l of leche and 150 g of roux.
 * Croquetas (10 servings): 0,5 l of bechamel, 2 huevos, 100 ml of AOVE.
 * Puré gratinado (4 servings): 1 kg of patata (net, merma 10 %), 200 ml of bechamel.
 * Tortilla (8 servings): 1 kg of patata (net), 5 huevos.
 * Entrante (all served): croquetas; Principal (each picks one): puré 55 %, tortilla 45 %.
 *
 * Croquetas 80 raciones = × 8: bechamel 4 l, huevos 16 ud, AOVE 800 ml.
 * Puré 55 % × 80 = 44 raciones = × 11: patata 11 kg (bruto 11 / 0,9 = 12,222 kg), bechamel 2,2 l.
 * Tortilla 45 % × 80 = 36 raciones = × 4,5: patata 4,5 kg (bruto 5 kg), huevos 22,5 → 23 ud.
 * Bechamel: 4 + 2,2 = 6,2 l → 7 tandas de 1 l; lines × 7: leche 7 l, roux 1 050 g = 1,05 kg.
 * Roux: for the 7 tandas of bechamel made, 7 × 150 g = 1 050 g → 1 050 / 200 = 5,25 → 6 tandas
 *   de 200 g (the share eaten, 6,2 × 150 = 930 g, would say 5: one short); lines × 6: harina 600 g,
 *   AOVE 600 ml.
 * Order: roux (inside bechamel) before bechamel although «Bechamel» sorts first by name.
 */
const PATATA = product(1, 'Patata agria', { wastePct: '10' });
const HARINA = product(2, 'Harina de trigo', {});
const LECHE = product(3, 'Leche entera', { baseUnit: 'ml' });
const HUEVO = product(4, 'Huevo L', { baseUnit: 'ud', wastePct: '12' });
const ACEITE = product(5, 'AOVE', { baseUnit: 'ml' });

const ROUX = subRecipe(9, 'Roux', '200', 'g', [uses(2, '100', 'g'), uses(5, '100', 'ml')]);
const BECHAMEL = subRecipe(10, 'Bechamel', '1', 'l', [uses(3, '1', 'l'), usesSub(9, '150', 'g')]);
const CROQUETAS = recipe(20, 'Croquetas', {
  servings: 10,
  lines: [usesSub(10, '0.5', 'l'), uses(4, '2', 'ud'), uses(5, '100', 'ml')],
});
const PURE = recipe(21, 'Puré gratinado', {
  servings: 4,
  lines: [uses(1, '1', 'kg'), usesSub(10, '200', 'ml')],
});
const TORTILLA = recipe(22, 'Tortilla', {
  servings: 8,
  lines: [uses(1, '1', 'kg'), uses(4, '5', 'ud')],
});

const graph = () =>
  graphOf([PATATA, HARINA, LECHE, HUEVO, ACEITE], [ROUX, BECHAMEL, CROQUETAS, PURE, TORTILLA]);

const EVENT: ExplosionMenu = {
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
        { recipeId: 21, servingsPerCover: '1', expectedSharePct: '55' },
        { recipeId: 22, servingsPerCover: '1', expectedSharePct: '45' },
      ],
    },
  ],
};

const INSTRUCTIONS = new Map([
  [9, '1. Fundir la grasa\n2. Añadir la harina y tostar'],
  [10, 'Calentar la leche\n\nIncorporar el roux batiendo'],
  [20, 'Formar y empanar\nFreír a 180 °C'],
]);

const lineTexts = (lines: ProductionLine[]) =>
  lines.map((line) => [line.kind, line.name, line.text, line.grossText]);

describe('productionSheet', () => {
  const sheet = productionSheet({
    menu: EVENT,
    guests: 80,
    graph: graph(),
    instructions: INSTRUCTIONS,
  });

  it('lists the elaboraciones deepest first, in whole batches, lines scaled to the batches', () => {
    expect(sheet.elaboraciones.map((e) => [e.name, e.batches, e.quantity.toString()])).toEqual([
      ['Roux', 6, '1050'],
      ['Bechamel', 7, '6.2'],
    ]);
    const [roux, bechamel] = sheet.elaboraciones;
    expect(roux?.text).toBe('Roux — 6 tandas de 200 g (1,05 kg necesarios)');
    expect(lineTexts(roux?.lines ?? [])).toEqual([
      ['ingredient', 'Harina de trigo', '600 g', null],
      ['ingredient', 'AOVE', '600 ml', null],
    ]);
    expect(roux?.steps).toEqual(['Fundir la grasa', 'Añadir la harina y tostar']);
    expect(bechamel?.text).toBe('Bechamel — 7 tandas de 1 l (6,2 l necesarios)');
    expect(lineTexts(bechamel?.lines ?? [])).toEqual([
      ['ingredient', 'Leche entera', '7 l', null],
      ['sub_recipe', 'Roux', '1,05 kg', null],
    ]);
    expect(bechamel?.steps).toEqual(['Calentar la leche', 'Incorporar el roux batiendo']);
  });

  it('lists the dishes in the menu order with their raciones and scaled lines', () => {
    expect(sheet.dishes.map((dish) => dish.text)).toEqual([
      'Croquetas — 80 raciones',
      'Puré gratinado — 44 raciones',
      'Tortilla — 36 raciones',
    ]);
    const [croquetas, pure, tortilla] = sheet.dishes;
    expect(lineTexts(croquetas?.lines ?? [])).toEqual([
      ['sub_recipe', 'Bechamel', '4 l', null],
      ['ingredient', 'Huevo L', '16 ud', null],
      ['ingredient', 'AOVE', '800 ml', null],
    ]);
    expect(croquetas?.steps).toEqual(['Formar y empanar', 'Freír a 180 °C']);
    expect(lineTexts(pure?.lines ?? [])).toEqual([
      ['ingredient', 'Patata agria', '11 kg', '12,222 kg'],
      ['sub_recipe', 'Bechamel', '2,2 l', null],
    ]);
    // 22,5 huevos: a count line is whole items, rounded up; 4,5 kg / 0,9 = 5 kg gross.
    expect(lineTexts(tortilla?.lines ?? [])).toEqual([
      ['ingredient', 'Patata agria', '4,5 kg', '5 kg'],
      ['ingredient', 'Huevo L', '23 ud', null],
    ]);
    expect(tortilla?.lines[1]?.quantity.toString()).toBe('23');
    expect(tortilla?.steps).toEqual([]);
    expect(sheet.warnings).toEqual([]);
  });

  it('rounds a share up to whole raciones and says the planned ones', () => {
    // Equal shares of 25 guests: 12,5 each → 13 raciones of each; tortilla × 13 / 8 = 1,625 kg.
    const daily: ExplosionMenu = {
      name: 'Menú',
      sections: [
        {
          name: 'Principal',
          choice: 'one',
          items: [
            { recipeId: 21, servingsPerCover: '1', expectedSharePct: null },
            { recipeId: 22, servingsPerCover: '1', expectedSharePct: null },
          ],
        },
      ],
    };
    const small = productionSheet({
      menu: daily,
      guests: 25,
      graph: graph(),
      instructions: new Map(),
    });
    expect(small.dishes.map((dish) => dish.text)).toEqual([
      'Puré gratinado — 13 raciones (12,5 previstas)',
      'Tortilla — 13 raciones (12,5 previstas)',
    ]);
    expect(small.dishes[1]?.lines[0]?.text).toBe('1,625 kg');
    // Bechamel: 13 × 200 / 4 = 650 ml → 1 tanda de 1 l; roux 150 g → 1 tanda de 200 g.
    expect(small.elaboraciones.map((e) => e.text)).toEqual([
      'Roux — 1 tanda de 200 g (150 g necesarios)',
      'Bechamel — 1 tanda de 1 l (650 ml necesarios)',
    ]);
  });

  it('says a line it cannot explode and leaves out an elaboración with no yield', () => {
    const noYield = subRecipe(11, 'Salsa', '1', 'l', [uses(3, '1', 'l')], {
      yieldQuantity: null,
      yieldUnit: null,
    });
    const dish = recipe(23, 'Plato', { servings: 1, lines: [usesSub(11, '100', 'ml')] });
    const result = productionSheet({
      menu: {
        name: 'M',
        sections: [
          {
            name: 'S',
            choice: 'all',
            items: [{ recipeId: 23, servingsPerCover: '1', expectedSharePct: null }],
          },
        ],
      },
      guests: 3,
      graph: graphOf([LECHE], [noYield, dish]),
      instructions: new Map(),
    });
    expect(result.elaboraciones).toEqual([]);
    expect(result.dishes.map((d) => d.text)).toEqual(['Plato — 3 raciones']);
    expect(result.warnings).toEqual([
      '«Plato», línea «Salsa»: La elaboración «Salsa» no tiene rendimiento (cantidad y unidad).',
    ]);
  });
});

describe('preparationOrder', () => {
  it('puts an elaboración used by another before it, at any depth, then by name', () => {
    const a = subRecipe(1, 'A fondo', '1', 'l', [usesSub(2, '1', 'l')]);
    const b = subRecipe(2, 'B base', '1', 'l', [usesSub(3, '1', 'kg')]);
    const c = subRecipe(3, 'C picada', '1', 'kg', []);
    const d = subRecipe(4, 'D aliño', '1', 'l', []);
    expect(preparationOrder(graphOf([], [a, b, c, d]), [1, 2, 3, 4])).toEqual([3, 4, 2, 1]);
  });

  it('ends on a cycle', () => {
    const a = subRecipe(1, 'A', '1', 'l', [usesSub(2, '1', 'l')]);
    const b = subRecipe(2, 'B', '1', 'l', [usesSub(1, '1', 'l')]);
    expect(preparationOrder(graphOf([], [a, b]), [1, 2]).sort()).toEqual([1, 2]);
  });
});

describe('batchedElaboraciones', () => {
  it('counts an inner elaboración for the whole batches of the outer one', () => {
    // 3 croquetas raciones: 0,15 l of bechamel → 1 tanda → 150 g of roux.
    const needed = batchedElaboraciones(graph(), [{ recipeId: 20, servings: 3 }]);
    expect([...needed].map(([id, q]) => [id, q.toString()])).toEqual([
      [10, '0.15'],
      [9, '150'],
    ]);
  });
});

describe('cookQuantity', () => {
  it.each([
    ['14200', 'g', '14,2 kg'],
    ['999', 'g', '999 g'],
    ['80', 'cucharada', '1,2 l'],
    ['0.5', 'kg', '500 g'],
    ['2.5', 'docena', '30 ud'],
    ['3', 'docena', '3 docenas'],
    ['1', 'docena', '1 docena'],
    ['22.5', 'ud', '23 ud'],
  ] as const)('%s %s reads «%s»', (quantity, unit, text) => {
    expect(cookQuantity(dec(quantity), unit).text).toBe(text);
  });
});

describe('eventsProductionSheet (issue 37: the events of a day)', () => {
  it('rounds each event to whole raciones, then adds them; batches once for all', () => {
    // Two events of 25 guests choosing puré or tortilla half and half: 12,5 of each per event,
    // plated as 13 each → 26 raciones of each (25 previstas); croquetas 25 + 25 = 50.
    const half: ExplosionMenu = {
      name: 'Cena',
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
            { recipeId: 21, servingsPerCover: '1', expectedSharePct: '50' },
            { recipeId: 22, servingsPerCover: '1', expectedSharePct: '50' },
          ],
        },
      ],
    };
    const sheet = eventsProductionSheet({
      events: [
        { menu: half, guests: 25 },
        { menu: { ...half, name: 'Cena 2' }, guests: 25 },
      ],
      graph: graph(),
      instructions: INSTRUCTIONS,
    });
    expect(sheet.guests).toBe(50);
    expect(sheet.dishes.map((dish) => dish.text)).toEqual([
      'Croquetas — 50 raciones',
      'Puré gratinado — 26 raciones (25 previstas)',
      'Tortilla — 26 raciones (25 previstas)',
    ]);
    // Bechamel: 50 croquetas × 0,05 l = 2,5 l + 26 purés × 0,05 l = 1,3 l → 3,8 l → 4 tandas.
    expect(sheet.elaboraciones.find((item) => item.recipeId === 10)?.text).toBe(
      'Bechamel — 4 tandas de 1 l (3,8 l necesarios)',
    );
    // One event alone is the per-event sheet.
    const one = eventsProductionSheet({
      events: [{ menu: EVENT, guests: 80 }],
      graph: graph(),
      instructions: INSTRUCTIONS,
    });
    expect(one).toEqual(
      productionSheet({ menu: EVENT, guests: 80, graph: graph(), instructions: INSTRUCTIONS }),
    );
  });
});
