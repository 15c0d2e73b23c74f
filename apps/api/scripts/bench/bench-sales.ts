import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';
import { ingredientPriceHistory } from '../../src/db/schema/ingredients.ts';
import { salesImports, salesLines, tillItems } from '../../src/db/schema/sales.ts';
import { createSalesUseReadModel } from '../../src/modules/sales/sales-use.read-model.ts';
import type { QueryCounter } from './bench-database.ts';
import type { Measurement } from './bench-measure.ts';

/*
 * The sales case of `npm run bench` (issue 33 point 6): a month of a busy till — 5 000 sales lines
 * (two tills, every day of October 2026) over 80 dishes with elaboraciones and a menú del día sold
 * as one item, with 30 of their products changing price on four days of the month — and the
 * theoretical use and the cost of what was sold timed on the read model (no route yet). The
 * issue asks < 1 s on PostgreSQL.
 */

const MONTH = { dateFrom: '2026-10-01', dateTo: '2026-10-31' };
const DAYS = 31;
const DISHES = 80;
const LINES = 5000;
const TARGET_MS = 1000;
const RUNS = 10;
const WARMUP = 2;

function percentile(sorted: number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

/** Dishes (not elaboraciones) with at least one elaboración among their lines. */
async function dishesWithElaboraciones(db: Db, ownerId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select r.id from recipes r
        where r.owner_id = ${ownerId} and not r.is_subrecipe
          and exists (select 1 from recipe_lines l
                      where l.recipe_id = r.id and l.sub_recipe_id is not null)
        order by r.id limit ${DISHES}`,
  );
  return rows.map((row) => row.id);
}

async function createMenu(app: FastifyInstance, authorization: string, dishes: number[]) {
  const pick = (index: number) => dishes[index % dishes.length] as number;
  const response = await app.inject({
    method: 'POST',
    url: '/api/menus/',
    headers: { authorization },
    payload: {
      name: 'Menú del día (bench)',
      kind: 'menu_del_dia',
      price_per_person: '14.50',
      sale_vat_pct: '10',
      sections: [
        {
          name: 'Primeros',
          choice: 'one',
          items: [0, 1, 2].map((index, position) => ({
            recipe: pick(index),
            expected_share_pct: ['50', '30', '20'][position],
          })),
        },
        {
          name: 'Segundos',
          choice: 'one',
          items: [3, 4].map((index) => ({ recipe: pick(index) })),
        },
        { name: 'Postre', choice: 'all', items: [{ recipe: pick(5) }] },
      ],
    },
  });
  if (response.statusCode !== 201) throw new Error(`menu: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** 30 products of the dishes' graph change price on the 6th, 13th, 20th and 27th. */
async function priceChanges(db: Db, ownerId: number, dishes: number[]) {
  const products = await queryRows<{ id: number }>(
    db,
    sql`with recursive reached(id) as (
          select unnest(${sql.param(dishes)}::int[])
          union
          select l.sub_recipe_id from recipe_lines l join reached r on l.recipe_id = r.id
          where l.sub_recipe_id is not null
        )
        select distinct l.ingredient_instance_id as id from recipe_lines l
        where l.recipe_id in (select id from reached) and l.ingredient_instance_id is not null
        order by 1 limit 30`,
  );
  const [first] = await db
    .select()
    .from(ingredientPriceHistory)
    .where(sql`${ingredientPriceHistory.ownerId} = ${ownerId}`)
    .limit(1);
  if (!first) throw new Error('no price history');
  const { id: _id, ...template } = first;
  const rows = products.flatMap((product, index) =>
    ['06', '13', '20', '27'].map((day, step) => ({
      ...template,
      instanceId: product.id,
      changedAt: new Date(`2026-10-${day}T10:00:00Z`),
      unitCost: (0.001 * (1 + index / 10) * (1 + step / 20)).toFixed(12),
    })),
  );
  await db.insert(ingredientPriceHistory).values(rows);
}

/** 81 till items (the dishes and the menu), and 5 000 lines of two tills over the month. */
async function salesMonth(db: Db, ownerId: number, dishes: number[], menuId: number) {
  const at = new Date();
  const items = await db
    .insert(tillItems)
    .values([
      ...dishes.map((recipeId, index) => ({
        ownerId,
        itemKey: `c:${1000 + index}`,
        code: String(1000 + index),
        name: `Plato ${index + 1}`,
        recipeId,
        createdAt: at,
        updatedAt: at,
      })),
      {
        ownerId,
        itemKey: 'c:999',
        code: '999',
        name: 'Menú del día',
        menuId,
        createdAt: at,
        updatedAt: at,
      },
    ])
    .returning({ id: tillItems.id });
  for (const [till, layout] of ['sala', 'terraza'].entries()) {
    const [created] = await db
      .insert(salesImports)
      .values({
        ownerId,
        fileName: `${layout}-octubre.csv`,
        fileType: 'csv',
        layout,
        dateFrom: MONTH.dateFrom,
        dateTo: MONTH.dateTo,
        createdAt: at,
      })
      .returning({ id: salesImports.id });
    const lines = Array.from({ length: LINES / 2 }, (_, slot) => {
      const item = items[Math.floor(slot / DAYS) % items.length];
      const day = String((slot % DAYS) + 1).padStart(2, '0');
      // Some refunds: one line in 50 gives units back.
      const units = slot % 50 === 7 ? -1 : 1 + ((slot * 7 + till) % 23);
      const net = (units * 9.0909).toFixed(4);
      return {
        ownerId,
        importId: created?.id ?? 0,
        layout,
        soldOn: `2026-10-${day}`,
        itemId: item?.id ?? 0,
        units: String(units),
        grossRevenue: (units * 10).toFixed(2),
        netRevenue: net,
        vat: (units * 10 - Number(net)).toFixed(4),
      };
    });
    await db.insert(salesLines).values(lines);
  }
}

async function time(
  name: string,
  queries: QueryCounter,
  run: () => Promise<unknown>,
): Promise<Measurement> {
  const times: number[] = [];
  const cpu: number[] = [];
  let maxQueries = 0;
  for (let index = 0; index < WARMUP + RUNS; index += 1) {
    const before = queries.count;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await run();
    const elapsed = performance.now() - started;
    const cpuUsed = process.cpuUsage(cpuBefore);
    if (index < WARMUP) continue;
    times.push(elapsed);
    cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    maxQueries = Math.max(maxQueries, queries.count - before);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    name,
    targetMs: TARGET_MS,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    cpuMs: percentile(cpu, 50),
    queries: maxQueries,
    runs: RUNS,
  };
}

/**
 * Generates the month of sales in the benchmark's account and times the two reads. Answers the
 * measurements and a line saying what was read.
 */
export async function benchSales(options: {
  app: FastifyInstance;
  db: Db;
  authorization: string;
  ownerId: number;
  queries: QueryCounter;
}): Promise<{ results: Measurement[]; summary: string }> {
  const { app, db, authorization, ownerId, queries } = options;
  const dishes = await dishesWithElaboraciones(db, ownerId);
  if (dishes.length < DISHES) throw new Error(`only ${dishes.length} dishes with elaboraciones`);
  const menuId = await createMenu(app, authorization, dishes);
  await priceChanges(db, ownerId, dishes);
  await salesMonth(db, ownerId, dishes, menuId);
  await db.execute(sql`analyze sales_lines, till_items, ingredient_price_history`);
  const model = createSalesUseReadModel(db);
  const use = await model.theoreticalUse(ownerId, MONTH);
  const costs = await model.costOfSales(ownerId, MONTH);
  const cost = costs.reduce((sum, row) => sum + Number(row.cost), 0);
  const results = [
    await time('uso teórico de un mes (5 000 líneas de venta)', queries, () =>
      model.theoreticalUse(ownerId, MONTH),
    ),
    await time('coste de lo vendido de un mes (5 000 líneas)', queries, () =>
      model.costOfSales(ownerId, MONTH),
    ),
  ];
  const summary =
    `Ventas: ${LINES} líneas de ${DISHES} platos con elaboraciones y un menú del día en octubre de 2026, ` +
    `30 productos con 4 cambios de precio en el mes → ${use.products.length} productos, ` +
    `uso teórico ${use.total_cost} €, coste de lo vendido ${cost.toFixed(2)} € ` +
    `(${costs.length} platos y menús), ${use.warnings.length} avisos.`;
  return { results, summary };
}
