import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';
import { purchases } from '../../src/db/schema/ingredients.ts';
import { stockCountEntries, stockCounts } from '../../src/db/schema/stock.ts';
import { wasteEntries } from '../../src/db/schema/waste.ts';
import type { Services } from '../../src/services.ts';
import type { QueryCounter } from './bench-database.ts';
import type { Measurement } from './bench-measure.ts';

/*
 * The close case of `npm run bench` (issue 34 point 4), after the sales case (bench-sales.ts, whose
 * 5 000 sales lines of October 2026 it reads): 300 products — every product the month's dishes use,
 * topped up with others — counted on 30/09 and 31/10 (a full count, two entries each, and 10
 * elaboraciones in the cámara at the close), two purchases of each in October, a waste log kept
 * every day of October (issue 35: two products, an elaboración and a dish a day, so each day is
 * one engine run for the recipes' cost), and `GET /api/stock/close/`'s service timed (the account
 * on Business). The issue asks < 1 s on PostgreSQL.
 */

const PRODUCTS = 300;
const ELABORACIONES = 10;
const TARGET_MS = 1000;
const RUNS = 10;
const WARMUP = 2;

function percentile(sorted: number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

/** The month's used products first (the dishes sold in October), then others up to 300. */
async function closeProducts(db: Db, ownerId: number) {
  return queryRows<{ id: number; base_unit: string }>(
    db,
    sql`with recursive reached(id) as (
          select distinct t.recipe_id from till_items t
          where t.owner_id = ${ownerId} and t.recipe_id is not null
          union
          select l.sub_recipe_id from recipe_lines l join reached r on l.recipe_id = r.id
          where l.sub_recipe_id is not null
        ),
        used as (
          select distinct l.ingredient_instance_id as id from recipe_lines l
          where l.recipe_id in (select id from reached) and l.ingredient_instance_id is not null
        )
        select i.id, f.base_unit from ingredient_instances i
        join ingredient_product_facts f on f.id = i.id
        where i.owner_id = ${ownerId}
        order by (i.id in (select id from used)) desc, i.id
        limit ${PRODUCTS}`,
  );
}

async function elaboraciones(db: Db, ownerId: number) {
  return queryRows<{ id: number; yield_unit: string }>(
    db,
    sql`select id, yield_unit from recipes
        where owner_id = ${ownerId} and is_subrecipe and yield_quantity > 0
        order by id limit ${ELABORACIONES}`,
  );
}

async function count(
  db: Db,
  ownerId: number,
  date: string,
  products: { id: number; base_unit: string }[],
  batches: { id: number; yield_unit: string }[],
  step: number,
) {
  const at = new Date();
  const [created] = await db
    .insert(stockCounts)
    .values({ ownerId, countedOn: date, kind: 'full', createdAt: at, updatedAt: at })
    .returning({ id: stockCounts.id });
  const countId = created?.id ?? 0;
  const entries = products.flatMap((product, index) =>
    [0, 1].map((part) => ({
      ownerId,
      countId,
      clientId: `bench-${countId}-${product.id}-${part}`,
      instanceId: product.id,
      quantity: String(1 + ((index + step + part) % 7)),
      unit: 'format' as const,
      quantityBase: String((1 + ((index + step + part) % 7)) * 1000),
      baseUnit: product.base_unit as 'g',
      createdAt: at,
    })),
  );
  await db.insert(stockCountEntries).values(entries);
  if (batches.length > 0) {
    await db.insert(stockCountEntries).values(
      batches.map((batch) => ({
        ownerId,
        countId,
        clientId: `bench-${countId}-r${batch.id}`,
        recipeId: batch.id,
        quantity: '0.5',
        unit: batch.yield_unit as 'l',
        quantityBase: '0.5',
        baseUnit: batch.yield_unit as 'l',
        createdAt: at,
      })),
    );
  }
  return countId;
}

async function octoberPurchases(
  db: Db,
  ownerId: number,
  products: { id: number; base_unit: string }[],
) {
  const at = new Date();
  await db.insert(purchases).values(
    products.flatMap((product, index) =>
      ['2026-10-08', '2026-10-22'].map((day) => ({
        ownerId,
        instanceId: product.id,
        productName: `Producto ${product.id}`,
        purchasedOn: day,
        quantity: String(5000 + (index % 11) * 1000),
        baseUnit: product.base_unit as 'g',
        pricePerBaseUnit: '0.002',
        netAmount: ((5000 + (index % 11) * 1000) * 0.002).toFixed(2),
        sourceKind: 'manual' as const,
        createdAt: at,
      })),
    ),
  );
}

/** Four waste entries a day through October: two products, an elaboración, a dish (raciones). */
async function octoberWaste(
  db: Db,
  ownerId: number,
  products: { id: number; base_unit: string }[],
  batches: { id: number; yield_unit: string }[],
) {
  const dishes = await queryRows<{ id: number }>(
    db,
    sql`select distinct recipe_id as id from till_items
        where owner_id = ${ownerId} and recipe_id is not null order by recipe_id limit 31`,
  );
  const at = new Date();
  const rows: (typeof wasteEntries.$inferInsert)[] = [];
  for (let day = 1; day <= 31; day += 1) {
    const wastedOn = `2026-10-${String(day).padStart(2, '0')}`;
    const entry = (
      key: string,
      item: { instanceId?: number; recipeId?: number },
      quantity: string,
      unit: string,
      reason: 'caducado' | 'sobreproduccion' | 'sobras_comedor',
      destination: 'residuo' | 'donacion' | 'compostaje',
    ) =>
      rows.push({
        ownerId,
        clientId: `bench-waste-${wastedOn}-${key}`,
        wastedOn,
        ...item,
        quantity,
        unit,
        quantityBase: quantity,
        baseUnit: unit,
        reason,
        destination,
        createdAt: at,
        updatedAt: at,
      });
    for (const offset of [0, 1]) {
      const product = products[(day * 7 + offset * 13) % products.length];
      if (product === undefined) continue;
      const quantity = product.base_unit === 'ud' ? '2' : '250';
      entry(
        `p${offset}`,
        { instanceId: product.id },
        quantity,
        product.base_unit,
        'caducado',
        'residuo',
      );
    }
    const batch = batches[day % Math.max(batches.length, 1)];
    if (batch !== undefined) {
      entry('e', { recipeId: batch.id }, '0.5', batch.yield_unit, 'sobreproduccion', 'donacion');
    }
    const dish = dishes[day % Math.max(dishes.length, 1)];
    if (dish !== undefined) {
      entry('d', { recipeId: dish.id }, '3', 'raciones', 'sobras_comedor', 'compostaje');
    }
  }
  await db.insert(wasteEntries).values(rows);
  return rows.length;
}

/**
 * Counts, purchases and the close of October in the benchmark's account (after `benchSales`);
 * answers the measurement and a line saying what was closed.
 */
export async function benchClose(options: {
  db: Db;
  services: Services;
  ownerId: number;
  queries: QueryCounter;
}): Promise<{ results: Measurement[]; summary: string }> {
  const { db, services, ownerId, queries } = options;
  await services.subscriptions.setPlan(ownerId, 'business');
  const products = await closeProducts(db, ownerId);
  const batches = await elaboraciones(db, ownerId);
  const from = await count(db, ownerId, '2026-09-30', products, [], 0);
  const to = await count(db, ownerId, '2026-10-31', products, batches, 3);
  await octoberPurchases(db, ownerId, products);
  const wasted = await octoberWaste(db, ownerId, products, batches);
  await db.execute(sql`analyze stock_counts, stock_count_entries, purchases, waste_entries`);
  const close = () => services.stockClose.close(ownerId, from, to);
  const answered = await close();

  const times: number[] = [];
  const cpu: number[] = [];
  let maxQueries = 0;
  for (let index = 0; index < WARMUP + RUNS; index += 1) {
    const before = queries.count;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await close();
    const elapsed = performance.now() - started;
    const cpuUsed = process.cpuUsage(cpuBefore);
    if (index < WARMUP) continue;
    times.push(elapsed);
    cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    maxQueries = Math.max(maxQueries, queries.count - before);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const results: Measurement[] = [
    {
      name: 'cierre de un mes (300 productos, 5 000 líneas de venta)',
      targetMs: TARGET_MS,
      medianMs: percentile(times, 50),
      p95Ms: percentile(times, 95),
      cpuMs: percentile(cpu, 50),
      queries: maxQueries,
      runs: RUNS,
    },
  ];
  const summary =
    `Cierre: ${products.length} productos contados el 30/09 y el 31/10 (2 entradas cada uno, ` +
    `${batches.length} elaboraciones al cierre), ${products.length * 2} compras y ${wasted} mermas ` +
    `en octubre (merma ${answered.waste_value} €) → ` +
    `${answered.lines.length} líneas, ${answered.not_counted.length} sin contar, ` +
    `${answered.not_moved.length} sin movimiento; consumo real ${answered.actual_use_value} €, ` +
    `teórico ${answered.theoretical_use_value} € sobre ${answered.net_food_revenue} € ` +
    `(${answered.actual_food_cost_pct ?? '—'} % frente a ${answered.theoretical_food_cost_pct ?? '—'} %).`;
  return { results, summary };
}
