import { createRecipeCoster } from '@costeo/domain/cost-engine';
import { dec } from '@costeo/domain/decimal';
import type { ProductFacts } from '@costeo/domain/recipe-graph';
import type Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { CostingService } from '../costing/costing.service.ts';
import { createStockReadModel } from './stock.read-model.ts';

/** What valuing a count needs of costing: its loader of recipe graphs. */
export type StockCosting = Pick<CostingService, 'loadGraph'>;

/** Unit costs on a day: € per base unit of each product, € per yield unit of each elaboración. */
export interface StockUnitCosts {
  products: Map<number, Decimal>;
  recipes: Map<number, Decimal>;
}

/**
 * A count's prices (DOMAIN.md §10, decision 041): each product at its price per base unit in force
 * at the end of `day` (the last history row on or before it; before its first row, that first
 * price; without history, its current price); each elaboración at its cost per yield unit that
 * day — the engine over costing's graph of it and every elaboración below it, its products at
 * their prices of that day. A product or elaboración without a price is absent.
 */
export async function unitCostsOn(
  db: Db,
  costing: StockCosting,
  ownerId: number,
  day: string,
  productIds: readonly number[],
  recipeIds: readonly number[],
): Promise<StockUnitCosts> {
  const read = createStockReadModel(db);
  const result: StockUnitCosts = { products: new Map(), recipes: new Map() };
  const [prices, below] = await Promise.all([
    read.pricesOn(ownerId, day, productIds),
    read.recipesBelow(ownerId, recipeIds),
  ]);
  for (const [id, price] of prices) result.products.set(id, dec(price));
  if (below.length === 0) return result;
  const loaded = await costing.loadGraph(db, ownerId, below);
  const graphPrices = await read.pricesOn(ownerId, day, [...loaded.graph.products.keys()]);
  const products = new Map<number, ProductFacts>();
  for (const [id, facts] of loaded.graph.products) {
    products.set(id, { ...facts, unitCost: graphPrices.get(id) ?? facts.unitCost });
  }
  const coster = createRecipeCoster(
    { ...loaded.graph, products },
    { lineDetail: false, known: loaded.known },
  );
  for (const id of recipeIds) {
    const cost = coster.costRecipeById(id)?.costPerYieldUnit;
    if (cost !== null && cost !== undefined) result.recipes.set(id, cost);
  }
  return result;
}
