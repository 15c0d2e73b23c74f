import { theoreticalUseSchema } from '@costeo/domain/contracts/sales';
import { toMoney } from '@costeo/domain/decimal';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { ingredientPriceHistory } from '../../db/schema/ingredients.ts';
import { recipeLines } from '../../db/schema/recipes.ts';
import { salesImports, salesLines, tillItems } from '../../db/schema/sales.ts';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';
import { createSalesUseReadModel } from './sales-use.read-model.ts';

/*
 * The theoretical use and the cost of what was sold, through the database (issue 33 points 5 and
 * 6): sales rows written directly (the import is tested on its own), every figure by hand.
 */

const api = setupApi();
let chef: TestUser;
let other: TestUser;
let db: Db;
const ids = { flour: 0, egg: 0, beer: 0, bechamel: 0, croquetas: 0, flan: 0, menu: 0 };
const MARCH = { dateFrom: '2026-03-01', dateTo: '2026-03-31' };
const at = new Date('2026-04-01T08:00:00Z');

async function product(name: string, definition: string, purchase: Record<string, string>) {
  return createProduct(api.app, chef, {
    definition: await definitionId(api.app, chef, definition),
    name,
    vat_pct: '4.00',
    ...purchase,
  });
}

/** The product's price history: these (Madrid-instant, € per base unit) rows, and no other. */
async function priceHistory(productId: number, rows: [string, string][]) {
  const [first] = await db
    .select()
    .from(ingredientPriceHistory)
    .where(eq(ingredientPriceHistory.instanceId, productId));
  if (!first) throw new Error('the product has no history row');
  await db.delete(ingredientPriceHistory).where(eq(ingredientPriceHistory.instanceId, productId));
  const { id: _id, ...template } = first;
  await db.insert(ingredientPriceHistory).values(
    rows.map(([changedAt, unitCost]) => ({
      ...template,
      changedAt: new Date(changedAt),
      unitCost,
    })),
  );
}

async function tillItem(
  owner: TestUser,
  name: string,
  link: Partial<typeof tillItems.$inferInsert>,
): Promise<number> {
  const [row] = await db
    .insert(tillItems)
    .values({
      ownerId: owner.id,
      itemKey: `n:${name.toLowerCase()}`,
      name,
      createdAt: at,
      updatedAt: at,
      ...link,
    })
    .returning({ id: tillItems.id });
  return row?.id ?? 0;
}

/** One import of `lines` (day, item, units, net revenue). */
async function importSales(owner: TestUser, lines: [string, number, string, string][]) {
  const days = lines.map(([day]) => day).sort();
  const [created] = await db
    .insert(salesImports)
    .values({
      ownerId: owner.id,
      fileName: 'ventas.csv',
      fileType: 'csv',
      layout: 'test',
      dateFrom: days[0] ?? '2026-03-01',
      dateTo: days.at(-1) ?? '2026-03-01',
      createdAt: at,
    })
    .returning({ id: salesImports.id });
  await db.insert(salesLines).values(
    lines.map(([soldOn, itemId, units, net]) => ({
      ownerId: owner.id,
      importId: created?.id ?? 0,
      layout: 'test',
      soldOn,
      itemId,
      units,
      grossRevenue: (Number(net) * 1.1).toFixed(2),
      netRevenue: net,
      vat: (Number(net) * 0.1).toFixed(4),
    })),
  );
}

beforeAll(async () => {
  db = api.t.database.db;
  chef = await api.user();
  other = await api.user();
  // Flour: 1 kg for 1,00 € (0,001 €/g), 5 % merma. Eggs: 30 ud for 6,00 € (0,20 €/ud), 12 % merma.
  ids.flour = await product('Harina de trigo', 'harina', {
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '1.00',
    waste_pct: '5',
  });
  ids.egg = await product('Huevo L', 'huevo', {
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '6.00',
    waste_pct: '12',
  });
  // Beer sold as it is: 1 l for 2,00 € (0,002 €/ml).
  ids.beer = await product('Cerveza de barril', 'cerveza', {
    purchase_quantity: '1',
    purchase_unit: 'l',
    purchase_price: '2.00',
    waste_pct: '0',
  });
  ids.bechamel = (
    await createRecipe(api.app, chef, {
      name: 'Bechamel',
      servings: 1,
      is_subrecipe: true,
      yield_quantity: '1',
      yield_unit: 'l',
      lines: [{ ingredient_instance: ids.flour, quantity: '100', unit: 'g' }],
    })
  ).id;
  ids.croquetas = (
    await createRecipe(api.app, chef, {
      name: 'Croquetas',
      servings: 10,
      lines: [
        { sub_recipe: ids.bechamel, quantity: '1', unit: 'l' },
        { ingredient_instance: ids.egg, quantity: '2', unit: 'ud' },
      ],
    })
  ).id;
  ids.flan = (
    await createRecipe(api.app, chef, {
      name: 'Flan',
      servings: 4,
      lines: [{ ingredient_instance: ids.egg, quantity: '4', unit: 'ud' }],
    })
  ).id;
  const menu = await api.as(chef).post('menus/', {
    name: 'Menú del día',
    kind: 'menu_del_dia',
    price_per_person: '13.50',
    sale_vat_pct: '10',
    target_food_cost_pct: '30',
    sections: [
      {
        name: 'Primeros',
        choice: 'one',
        items: [
          { recipe: ids.croquetas, expected_share_pct: '25' },
          { recipe: ids.flan, expected_share_pct: '75' },
        ],
      },
      { name: 'Postre', choice: 'all', items: [{ recipe: ids.flan }] },
    ],
  });
  expect(menu.statusCode, menu.body).toBe(201);
  ids.menu = menu.json<{ id: number }>().id;

  // Flour's price doubles on 15 March, Madrid time (23:30 UTC of the 14th is 00:30 of the 15th).
  await priceHistory(ids.flour, [
    ['2026-01-10T09:00:00Z', '0.001'],
    ['2026-03-14T23:30:00Z', '0.002'],
  ]);
  // Eggs' only price is dated after the period: before its first row, the first price counts.
  await priceHistory(ids.egg, [['2026-05-01T09:00:00Z', '0.2']]);
});

describe('theoretical use and cost of sales', () => {
  let croquetasItem = 0;
  let menuItem = 0;
  let beerItem = 0;

  beforeAll(async () => {
    croquetasItem = await tillItem(chef, 'Croquetas caseras', { recipeId: ids.croquetas });
    menuItem = await tillItem(chef, 'Menú del día', { menuId: ids.menu });
    beerItem = await tillItem(chef, 'Caña', {
      instanceId: ids.beer,
      quantity: '0.200',
      unit: 'l',
    });
    const water = await tillItem(chef, 'Agua', { notFood: true });
    const unlinked = await tillItem(chef, 'Tabaco', {});
    await importSales(chef, [
      ['2026-03-10', croquetasItem, '50', '150.0000'],
      ['2026-03-15', croquetasItem, '80', '240.0000'],
      // A refund: 10 croquetas returned.
      ['2026-03-21', croquetasItem, '-10', '-30.0000'],
      // Outside the period.
      ['2026-04-01', croquetasItem, '1000', '3000.0000'],
      ['2026-03-10', water, '40', '60.0000'],
      ['2026-03-10', unlinked, '5', '20.0000'],
    ]);
    // Another account's sales of its own item never count.
    const foreign = await tillItem(other, 'Croquetas', {});
    await importSales(other, [['2026-03-10', foreign, '999', '999.0000']]);
  });

  it('explodes 120 croquetas through the bechamel, valued at the price of each sale date', async () => {
    const use = await createSalesUseReadModel(db).theoreticalUse(chef.id, MARCH);
    expect(theoreticalUseSchema.parse(use)).toEqual(use);
    // 120 croquetas / 10 a batch = 12 l of bechamel; 12 × 100 g = 1 200 g net of flour; gross
    // 1 200 / 0,95 = 1 263,158 g. At 0,001 €/g for the 50 of the 10th (526,316 g: 0,526316 €)
    // and 0,002 €/g for the 70 of the 15th and 21st (736,842 g: 1,473684 €): 2,00 €.
    // Eggs: 12 × 2 = 24 ud, whole (no merma on ud), at 0,20 € (the first price): 4,80 €.
    expect(use).toEqual({
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      total_cost: '6.80',
      products: [
        {
          ingredient_instance: ids.egg,
          name: 'Huevo L',
          base_unit: 'ud',
          quantity: '24.000',
          cost: '4.80',
        },
        {
          ingredient_instance: ids.flour,
          name: 'Harina de trigo',
          base_unit: 'g',
          quantity: '1263.158',
          cost: '2.00',
        },
      ],
      warnings: [],
    });
  });

  it('costs the croquetas sold at the prices of each day, refunds subtracting', async () => {
    const rows = await createSalesUseReadModel(db).costOfSales(chef.id, MARCH);
    expect(rows).toHaveLength(1);
    const [croquetas] = rows;
    // Per serving: (100 / 0,95 × price + 2 × 0,20) / 10. On the 10th 0,0505263 € × 50 = 2,526316;
    // from the 15th 0,0610526 € × 70 = 4,273684. Total 6,80 € — the theoretical use's.
    expect(croquetas?.kind).toBe('recipe');
    expect(croquetas?.id).toBe(ids.croquetas);
    expect(croquetas?.name).toBe('Croquetas');
    expect(croquetas?.units.toFixed(3)).toBe('120.000');
    expect(croquetas?.netRevenue.toFixed(2)).toBe('360.00');
    expect(croquetas && toMoney(croquetas.cost)).toBe('6.80');
    expect(croquetas?.incomplete).toBe(false);
    expect(croquetas?.targetFoodCostPct?.toFixed(2)).toBe('30.00');
  });

  it('explodes a menu sold as one item by its expected shares, and a product sold as it is', async () => {
    await importSales(chef, [
      ['2026-03-20', menuItem, '40', '490.9091'],
      ['2026-03-20', beerItem, '100', '136.3636'],
    ]);
    const model = createSalesUseReadModel(db);
    const use = await model.theoreticalUse(chef.id, MARCH);
    // 40 covers: croquetas 25 % = 10 servings (1 batch: 100 g net of flour → 105,263 g gross,
    // at 0,002 €/g: 0,210526 €; 2 eggs); flan 75 % = 30 servings plus 40 as postre = 70 servings
    // = 17,5 batches × 4 eggs = 70 eggs. Eggs: 24 + 2 + 70 = 96 ud → 19,20 €.
    // Flour: 1 263,158 + 105,263 = 1 368,421 g; 2,00 + 0,210526 = 2,21 €.
    // Beer: 100 × 0,2 l = 20 000 ml at 0,002 €/ml (its only price) = 40,00 €.
    const byId = Object.fromEntries(use.products.map((row) => [row.ingredient_instance, row]));
    expect(byId[ids.egg]).toMatchObject({ quantity: '96.000', cost: '19.20' });
    expect(byId[ids.flour]).toMatchObject({ quantity: '1368.421', cost: '2.21' });
    expect(byId[ids.beer]).toMatchObject({ base_unit: 'ml', quantity: '20000.000', cost: '40.00' });
    expect(use.total_cost).toBe('61.41');

    const rows = await model.costOfSales(chef.id, MARCH);
    const costs = Object.fromEntries(rows.map((row) => [row.kind, toMoney(row.cost)]));
    // The menu's cover on the 20th: 0,25 × 0,0610526 + (0,75 + 1) × 0,20 = 0,3652632 €; × 40.
    expect(costs).toEqual({ recipe: '6.80', menu: '14.61', product: '40.00' });
    expect(rows.map((row) => row.kind)).toEqual(['menu', 'recipe', 'product']);
  });

  it('says which lines cannot be exploded and marks their cost incomplete', async () => {
    // A dish with a line of oil counted in ud: without a unit weight it cannot reach ml.
    const oil = await product('Aceite de girasol', 'aceite de girasol', {
      purchase_quantity: '1',
      purchase_unit: 'l',
      purchase_price: '3.00',
      waste_pct: '0',
    });
    const fried = await createRecipe(api.app, chef, {
      name: 'Fritura',
      servings: 1,
      lines: [
        { ingredient_instance: oil, quantity: '100', unit: 'ml' },
        { ingredient_instance: ids.flour, quantity: '95', unit: 'g' },
      ],
    });
    // The line is saved in ml; made ud here, which the oil (no unit weight) cannot reach.
    await db
      .update(recipeLines)
      .set({ unit: 'ud' })
      .where(and(eq(recipeLines.recipeId, fried.id), eq(recipeLines.ingredientInstanceId, oil)));
    const item = await tillItem(chef, 'Fritura', { recipeId: fried.id });
    await importSales(chef, [['2026-03-05', item, '2', '10.0000']]);
    const model = createSalesUseReadModel(db);
    const use = await model.theoreticalUse(chef.id, MARCH);
    expect(use.warnings).toEqual([
      '«Fritura», línea «Aceite de girasol»: Falta el peso por unidad para convertir ud a ml.',
    ]);
    const rows = await model.costOfSales(chef.id, MARCH);
    const fritura = rows.find((row) => row.id === fried.id);
    // What is known counts: 2 × 95 g / 0,95 × 0,001 €/g (the 5th: the old price) = 0,20 €.
    expect(fritura && toMoney(fritura.cost)).toBe('0.20');
    expect(fritura?.incomplete).toBe(true);
  });

  it('dates a price change by the day in Madrid', async () => {
    // The change at 23:30 UTC of the 14th is 00:30 of the 15th in Madrid: a sale on the 14th is
    // at the old price, 10 × 0,0505263 € = 0,51 € (at the new one it would be 0,61 €).
    await importSales(chef, [['2026-03-14', croquetasItem, '10', '30.0000']]);
    const day = { dateFrom: '2026-03-14', dateTo: '2026-03-14' };
    const rows = await createSalesUseReadModel(db).costOfSales(chef.id, day);
    expect(rows.map((row) => [row.name, toMoney(row.cost)])).toEqual([['Croquetas', '0.51']]);
  });

  it('answers nothing for another account and for a period without sales', async () => {
    const model = createSalesUseReadModel(db);
    const use = await model.theoreticalUse(other.id, MARCH);
    expect(use.products).toEqual([]);
    expect(use.total_cost).toBe('0.00');
    expect(await model.costOfSales(other.id, MARCH)).toEqual([]);
    const empty = await model.theoreticalUse(chef.id, {
      dateFrom: '2025-01-01',
      dateTo: '2025-01-31',
    });
    expect(empty).toEqual({
      date_from: '2025-01-01',
      date_to: '2025-01-31',
      total_cost: '0.00',
      products: [],
      warnings: [],
    });
  });
});
