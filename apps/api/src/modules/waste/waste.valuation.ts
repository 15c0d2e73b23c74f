import { createRecipeCoster } from '@costeo/domain/cost-engine';
import { dec } from '@costeo/domain/decimal';
import type { ProductFacts, RecipeGraph } from '@costeo/domain/recipe-graph';
import { createRecipeExploder, type RecipeExploder } from '@costeo/domain/recipe-explosion';
import { convertQuantity, UNITS, type UnitCode } from '@costeo/domain/units';
import type Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { CostingService } from '../costing/costing.service.ts';
import type { PriceHistoryRow, WasteEntryRow, WasteReadModel } from './waste.read-model.ts';

/*
 * Waste at cost at its date (DOMAIN.md §12, decision 043): a product at its price per base unit in
 * force that day — the counts' rule (stock.valuation.ts): the last price-history row on or before
 * the day (Madrid), before the first row that first price, without history the current price —
 * never inflated by its merma (2 kg of merluza at 14,90 €/kg are 29,80 €); an elaboración at its
 * cost per yield unit that day and a dish (any recipe in raciones) at its cost per serving that
 * day, the engine over costing's graph with every product priced at that day. Weights: a product's
 * mass, a volume through its density, units through their unit weight; a recipe exploded into its
 * products' gross quantities as the theoretical use explodes a dish, their weights summed.
 *
 * Set-based whatever the number of entries or days: the products' facts, their whole price
 * history, the recipes below the wasted ones and costing's graph of them are read once; each
 * distinct day of a recipe entry is one engine run in memory.
 */

const ZERO = dec(0);
const THOUSAND = dec(1000);

/** What valuing waste needs of costing: its loader of recipe graphs. */
export type WasteCosting = Pick<CostingService, 'loadGraph'>;

/** An entry's valuation. */
export interface EntryValue {
  /** € per `baseUnit` of the entry at its date; null without a price. */
  unitCost: Decimal | null;
  /** Exact (unrounded) € at its date; null without a price. */
  value: Decimal | null;
  /** kg, exact; null when no weight is known. */
  weightKg: Decimal | null;
}

/** Everything the entries' valuation reads, loaded once. */
export interface WasteValuation {
  value(entry: WasteEntryRow): EntryValue;
  /**
   * The entry in its products' base units (a product as it is; a recipe exploded into its
   * products' gross quantities, through elaboraciones at any depth, count lines whole), and what
   * could not be exploded.
   */
  products(entry: WasteEntryRow): { quantities: Map<number, Decimal>; warnings: string[] };
  /** The product's facts (entries' products and those reached through the recipes). */
  facts: Map<number, ProductFacts>;
}

/** The price of each product in force at the end of a day, by the counts' rule. */
export function createPriceBook(
  history: readonly PriceHistoryRow[],
  current: ReadonlyMap<number, string | null>,
) {
  const byProduct = new Map<number, [string, string][]>();
  for (const [productId, day, price] of history) {
    const list = byProduct.get(productId) ?? [];
    list.push([day, price]);
    byProduct.set(productId, list);
  }
  return (productId: number, day: string): string | null => {
    const rows = byProduct.get(productId);
    if (!rows || rows.length === 0) return current.get(productId) ?? null;
    let found: string | null = null;
    for (const [changed, price] of rows) {
      if (changed > day) break;
      found = price;
    }
    return found ?? (rows[0] as [string, string])[1];
  };
}

/** Grams of `quantity` `unit` of a product, or null when no conversion exists. */
function gramsOf(quantity: Decimal, unit: string, facts: ProductFacts | undefined): Decimal | null {
  if (!facts || !(unit in UNITS)) return null;
  const grams = convertQuantity(quantity, unit as UnitCode, 'g', facts);
  return grams.ok ? grams.value : null;
}

/**
 * Loads what valuing `entries` needs: the entries' products, the recipes and everything below
 * them (costing's loader), the price history of every product reached.
 */
export async function loadWasteValuation(
  db: Db,
  read: WasteReadModel,
  costing: WasteCosting,
  ownerId: number,
  entries: readonly WasteEntryRow[],
): Promise<WasteValuation> {
  const productIds = new Set<number>();
  const recipeIds = new Set<number>();
  for (const entry of entries) {
    if (entry.instanceId !== null) productIds.add(entry.instanceId);
    if (entry.recipeId !== null) recipeIds.add(entry.recipeId);
  }
  const below = await read.recipesBelow(ownerId, recipeIds);
  const loaded = below.length > 0 ? await costing.loadGraph(db, ownerId, below) : null;
  const graph: RecipeGraph | null = loaded?.graph ?? null;
  const reached = new Set<number>([...productIds, ...(graph?.products.keys() ?? [])]);
  const [rows, history] = await Promise.all([
    read.products(ownerId, productIds),
    read.priceHistory(ownerId, reached),
  ]);
  const facts = new Map<number, ProductFacts>(graph?.products ?? []);
  for (const row of rows) {
    facts.set(row.id, {
      id: row.id,
      name: row.name,
      baseUnit: row.baseUnit,
      unitCost: row.unitCost,
      wastePct: row.wastePct,
      density: row.density,
      unitWeight: row.unitWeight,
      allergens: [],
    });
  }
  const current = new Map<number, string | null>();
  for (const [id, product] of facts) {
    current.set(id, product.unitCost === null ? null : String(product.unitCost));
  }
  const priceOn = createPriceBook(history, current);
  const exploder: RecipeExploder | null = graph ? createRecipeExploder(graph) : null;

  // Each day a recipe was wasted: the engine over the graph with that day's prices.
  const costsByDay = new Map<
    string,
    Map<number, { perServing: Decimal | null; perYield: Decimal | null }>
  >();
  function recipeCostsOn(day: string) {
    let known = costsByDay.get(day);
    if (known) return known;
    known = new Map();
    costsByDay.set(day, known);
    if (!graph || !loaded) return known;
    const products = new Map<number, ProductFacts>();
    for (const [id, product] of graph.products) {
      products.set(id, { ...product, unitCost: priceOn(id, day) });
    }
    const coster = createRecipeCoster(
      { ...graph, products },
      { lineDetail: false, known: loaded.known },
    );
    for (const id of recipeIds) {
      const cost = coster.costRecipeById(id);
      if (!cost) continue;
      known.set(id, {
        perServing: cost.costComplete ? cost.costPerServing : null,
        perYield: cost.costComplete ? cost.costPerYieldUnit : null,
      });
    }
    return known;
  }

  /** Servings of the recipe the entry is: raciones as typed, a yield quantity as its share. */
  function servingsOf(entry: WasteEntryRow): Decimal | null {
    const recipe = graph?.recipes.get(entry.recipeId ?? 0);
    if (!recipe) return null;
    const quantity = dec(entry.quantityBase);
    if (entry.baseUnit === 'raciones') return quantity;
    const yieldQuantity = recipe.yieldQuantity === null ? null : dec(recipe.yieldQuantity);
    if (yieldQuantity === null || !yieldQuantity.greaterThan(0) || recipe.yieldUnit === null) {
      return null;
    }
    const inYield = inYieldUnit(entry, recipe.yieldUnit);
    return inYield === null ? null : inYield.dividedBy(yieldQuantity).times(recipe.servings);
  }

  /** The entry in the recipe's current yield unit (null: a unit of another kind now). */
  function inYieldUnit(entry: WasteEntryRow, yieldUnit: UnitCode): Decimal | null {
    if (!(entry.baseUnit in UNITS)) return null;
    const from = entry.baseUnit as UnitCode;
    if (UNITS[from].kind !== UNITS[yieldUnit].kind) return null;
    const converted = convertQuantity(entry.quantityBase, from, yieldUnit);
    return converted.ok ? converted.value : null;
  }

  /** A product entry in the product's current base unit (null: no conversion any more). */
  function inBaseUnit(entry: WasteEntryRow): Decimal | null {
    const product = facts.get(entry.instanceId ?? 0);
    if (!product) return null;
    if (entry.baseUnit === product.baseUnit) return dec(entry.quantityBase);
    if (!(entry.baseUnit in UNITS)) return null;
    const converted = convertQuantity(
      entry.quantityBase,
      entry.baseUnit as UnitCode,
      product.baseUnit,
      product,
    );
    return converted.ok ? converted.value : null;
  }

  function products(entry: WasteEntryRow) {
    const quantities = new Map<number, Decimal>();
    if (entry.instanceId !== null) {
      const quantity = inBaseUnit(entry);
      const name = facts.get(entry.instanceId)?.name ?? entry.name;
      if (quantity === null) {
        return {
          quantities,
          warnings: [`Merma de «${name}» en ${entry.baseUnit}: no se convierte.`],
        };
      }
      quantities.set(entry.instanceId, quantity);
      return { quantities, warnings: [] };
    }
    const servings = servingsOf(entry);
    if (servings === null || !exploder) {
      return {
        quantities,
        warnings: [
          `Merma de «${entry.name}» en ${entry.baseUnit}: sin su rendimiento, no se reparte.`,
        ],
      };
    }
    const serving = exploder.perServing(entry.recipeId ?? 0);
    for (const [productId, perServing] of serving.quantities) {
      quantities.set(productId, perServing.times(servings));
    }
    return { quantities, warnings: serving.warnings };
  }

  function value(entry: WasteEntryRow): EntryValue {
    const quantity = dec(entry.quantityBase);
    if (entry.instanceId !== null) {
      const product = facts.get(entry.instanceId);
      const price = priceOn(entry.instanceId, entry.date);
      const unitCost = price === null ? null : dec(price);
      const grams = gramsOf(quantity, entry.baseUnit, product);
      return {
        unitCost,
        value: unitCost === null ? null : quantity.times(unitCost),
        weightKg: grams === null ? null : grams.dividedBy(THOUSAND),
      };
    }
    const costs = recipeCostsOn(entry.date).get(entry.recipeId ?? 0);
    const inRaciones = entry.baseUnit === 'raciones';
    const unitCost = (inRaciones ? costs?.perServing : costs?.perYield) ?? null;
    // In the recipe's yield unit as it is now (a bechamel's yield moved from l to ml since).
    const yieldUnit = graph?.recipes.get(entry.recipeId ?? 0)?.yieldUnit ?? null;
    const counted = inRaciones || yieldUnit === null ? quantity : inYieldUnit(entry, yieldUnit);
    let grams: Decimal | null = null;
    for (const [productId, productQuantity] of products(entry).quantities) {
      const product = facts.get(productId);
      const part = product ? gramsOf(productQuantity, product.baseUnit, product) : null;
      if (part !== null) grams = (grams ?? ZERO).plus(part);
    }
    return {
      unitCost,
      value: unitCost === null || counted === null ? null : counted.times(unitCost),
      weightKg: grams === null ? null : grams.dividedBy(THOUSAND),
    };
  }

  return { value, products, facts };
}
