import type { StockClose, StockCloseLine } from '@costeo/domain/contracts/stock';
import type { TheoreticalUse } from '@costeo/domain/contracts/sales';
import { WASTE_DESTINATIONS, WASTE_REASONS } from '@costeo/domain/contracts/waste';
import { dec, toMoney, toPercent, toQuantity, toUnitPrice } from '@costeo/domain/decimal';
import type { ProductFacts, RecipeGraph, RecipeInput } from '@costeo/domain/recipe-graph';
import { createRecipeExploder } from '@costeo/domain/recipe-explosion';
import { convertQuantity, type UnitCode } from '@costeo/domain/units';
import type Decimal from 'decimal.js';
import type { CloseProductRow, CloseStockRows } from './stock-close.read-model.ts';

/*
 * The figures of the close (issue 34 point 4, DOMAIN.md §10) from its rows (no database), exact
 * with decimal.js and rounded once at the edge: quantities to 3 places, € to the cent, % to 2.
 */

const ZERO = dec(0);
const HUNDRED = dec(100);

export interface CloseInput {
  fromCount: { id: number; date: string };
  toCount: { id: number; date: string };
  period: { dateFrom: string; dateTo: string };
  stock: CloseStockRows;
  products: CloseProductRow[];
  sales: { use: TheoreticalUse; netFoodRevenue: string };
  /** The period's waste in products' base units (the waste module's), per reason and destination. */
  waste: {
    lines: readonly {
      productId: number;
      reason: string;
      destination: string;
      quantity: Decimal;
    }[];
    warnings: readonly string[];
  };
}

function addTo(map: Map<number, Decimal>, key: number, value: Decimal) {
  map.set(key, (map.get(key) ?? ZERO).plus(value));
}

function factsOf(row: CloseProductRow): ProductFacts {
  return {
    id: row.id,
    name: row.name,
    baseUnit: row.baseUnit,
    unitCost: row.currentPrice,
    wastePct: row.wastePct,
    density: row.density,
    unitWeight: row.unitWeight,
    allergens: [],
  };
}

/** The counted elaboraciones' graph, for the domain's exploder. */
function elaboracionGraph(stock: CloseStockRows, products: Map<number, ProductFacts>): RecipeGraph {
  const linesByRecipe = new Map<number, RecipeInput['lines'][number][]>();
  for (const [id, recipeId, ingredientInstanceId, subRecipeId, quantity, unit] of stock.lines) {
    const list = linesByRecipe.get(recipeId) ?? [];
    list.push({ id, ingredientInstanceId, subRecipeId, quantity, unit });
    linesByRecipe.set(recipeId, list);
  }
  const recipes = new Map<number, RecipeInput>();
  for (const [id, name, servings, yieldQuantity, yieldUnit] of stock.recipes) {
    recipes.set(id, {
      id,
      name,
      servings,
      salePrice: null,
      saleVatPct: null,
      targetFoodCostPct: null,
      isSubrecipe: true,
      yieldQuantity,
      yieldUnit,
      lines: linesByRecipe.get(id) ?? [],
      extraCosts: [],
    });
  }
  return { products, recipes, defaults: { saleVatPct: '10', targetFoodCostPct: '30' } };
}

interface CountStock {
  quantities: Map<number, Decimal>;
  counted: Set<number>;
}

/**
 * Each count's stock per product, in the product's base unit, and the products counted in it.
 * A product is counted in a count when it has an entry of its own there (an entry of 0 is a
 * counted zero). An elaboración counted in stock (a batch of bechamel in the cámara, in its
 * yield unit) is exploded into its products by the share of its yield it is — its lines at
 * their gross quantities × counted / yield, at any depth, as the theoretical use explodes a
 * dish — and that share adds to the stock of the products counted on their own shelves; a
 * product reached only through an elaboración is not counted by it (its own stock is unknown)
 * and a warning says so.
 */
function countStocks(
  input: CloseInput,
  facts: Map<number, ProductFacts>,
  warnings: Set<string>,
): Map<number, CountStock> {
  const stocks = new Map<number, CountStock>();
  for (const countId of [input.fromCount.id, input.toCount.id]) {
    stocks.set(countId, { quantities: new Map(), counted: new Set() });
  }
  const graph = elaboracionGraph(input.stock, facts);
  const exploder = createRecipeExploder(graph);
  const batches: { countId: number; recipeId: number; servings: Decimal }[] = [];
  for (const [countId, productId, recipeId, baseUnit, quantity] of input.stock.entries) {
    const stock = stocks.get(countId);
    if (!stock) continue;
    if (productId !== null) {
      const product = facts.get(productId);
      if (!product) continue;
      const inBase = convertQuantity(quantity, baseUnit as UnitCode, product.baseUnit, product);
      if (!inBase.ok) {
        warnings.add(`«${product.name}» contado en ${baseUnit}: ${inBase.reason}`);
        continue;
      }
      stock.counted.add(productId);
      addTo(stock.quantities, productId, inBase.value);
    } else if (recipeId !== null) {
      const recipe = graph.recipes.get(recipeId);
      if (!recipe) continue;
      const unit = baseUnit as UnitCode;
      const yieldQuantity = recipe.yieldQuantity === null ? null : dec(recipe.yieldQuantity);
      const inYield =
        yieldQuantity !== null && yieldQuantity.greaterThan(0) && recipe.yieldUnit !== null
          ? convertQuantity(quantity, unit, recipe.yieldUnit)
          : null;
      if (!inYield?.ok || yieldQuantity === null) {
        warnings.add(`«${recipe.name}» contada en ${baseUnit}: sin su rendimiento, no se reparte.`);
        continue;
      }
      // The batches counted: counted / yield; one batch is `servings` servings.
      const servings = inYield.value.dividedBy(yieldQuantity).times(recipe.servings);
      for (const warning of exploder.perServing(recipeId).warnings) warnings.add(warning);
      batches.push({ countId, recipeId, servings });
    }
  }
  for (const { countId, recipeId, servings } of batches) {
    const stock = stocks.get(countId);
    const recipe = graph.recipes.get(recipeId);
    if (!stock || !recipe) continue;
    for (const [productId, perServing] of exploder.perServing(recipeId).quantities) {
      if (stock.counted.has(productId)) {
        addTo(stock.quantities, productId, perServing.times(servings));
      } else {
        const name = facts.get(productId)?.name ?? String(productId);
        warnings.add(
          `«${recipe.name}» contada: «${name}» no se contó por sí mismo; su parte queda fuera.`,
        );
      }
    }
  }
  return stocks;
}

/** The price per base unit in force at the closing day (DOMAIN.md §10). */
function priceOf(row: CloseProductRow): Decimal {
  return dec(row.priceAtDay ?? row.firstPrice ?? row.currentPrice);
}

/**
 * The close: per product opening + purchases − closing = actual use against the theoretical
 * use of the period's sales and its recorded waste (issue 35: a dish or elaboración exploded into
 * its products as the theoretical use explodes a dish), variance in base units and
 * in € at the closing day's price; the products not counted in both counts apart (never zero
 * stock), and those counted but not moved apart. Totals over the counted lines (so both food
 * cost % weigh the same products; what is left out is said in a warning).
 */
export function closeFrom(input: CloseInput): StockClose {
  const rows = new Map(input.products.map((row) => [row.id, row]));
  const facts = new Map(input.products.map((row) => [row.id, factsOf(row)]));
  const warnings = new Set<string>(input.sales.use.warnings);
  const stocks = countStocks(input, facts, warnings);
  const opening = stocks.get(input.fromCount.id) as CountStock;
  const closing = stocks.get(input.toCount.id) as CountStock;

  const bought = new Map<number, Decimal>();
  for (const [productId, baseUnit, quantity] of input.stock.purchases) {
    const product = facts.get(productId);
    if (!product) continue;
    const inBase = convertQuantity(quantity, baseUnit, product.baseUnit, product);
    if (!inBase.ok) {
      warnings.add(`Compras de «${product.name}» en ${baseUnit}: ${inBase.reason}`);
      continue;
    }
    addTo(bought, productId, inBase.value);
  }
  const theoretical = new Map<number, Decimal>();
  for (const product of input.sales.use.products) {
    theoretical.set(product.ingredient_instance, dec(product.quantity));
  }
  const wasted = new Map<number, Decimal>();
  for (const line of input.waste.lines) addTo(wasted, line.productId, line.quantity);
  for (const warning of input.waste.warnings) warnings.add(warning);

  const productIds = new Set<number>([
    ...opening.counted,
    ...closing.counted,
    ...bought.keys(),
    ...theoretical.keys(),
    ...wasted.keys(),
  ]);
  const lines: (StockCloseLine & { exactVariance: Decimal })[] = [];
  const notCounted: StockClose['not_counted'] = [];
  const notMoved: StockClose['not_moved'] = [];
  let actualTotal = ZERO;
  let theoreticalTotal = ZERO;
  let wasteTotal = ZERO;
  const onLines = new Map<number, Decimal>();
  for (const productId of productIds) {
    const row = rows.get(productId);
    if (!row) continue;
    const purchased = bought.get(productId) ?? ZERO;
    const used = theoretical.get(productId) ?? ZERO;
    const waste = wasted.get(productId) ?? ZERO;
    const moved = !purchased.isZero() || !used.isZero() || !waste.isZero();
    if (!opening.counted.has(productId) || !closing.counted.has(productId)) {
      if (moved) {
        notCounted.push({
          ingredient_instance: productId,
          name: row.name,
          purchases: toQuantity(purchased),
          theoretical_use: toQuantity(used),
          base_unit: row.baseUnit,
        });
      }
      continue;
    }
    const open = opening.quantities.get(productId) ?? ZERO;
    const close = closing.quantities.get(productId) ?? ZERO;
    if (!moved && open.equals(close)) {
      if (close.greaterThan(0)) {
        notMoved.push({
          ingredient_instance: productId,
          name: row.name,
          closing: toQuantity(close),
          base_unit: row.baseUnit,
        });
      }
      continue;
    }
    const price = priceOf(row);
    const actual = open.plus(purchased).minus(close);
    const variance = actual.minus(used).minus(waste);
    actualTotal = actualTotal.plus(actual.times(price));
    theoreticalTotal = theoreticalTotal.plus(used.times(price));
    wasteTotal = wasteTotal.plus(waste.times(price));
    onLines.set(productId, price);
    lines.push({
      ingredient_instance: productId,
      name: row.name,
      base_unit: row.baseUnit,
      opening: toQuantity(open),
      purchases: toQuantity(purchased),
      closing: toQuantity(close),
      actual_use: toQuantity(actual),
      theoretical_use: toQuantity(used),
      waste: toQuantity(waste),
      variance: toQuantity(variance),
      unit_cost: toUnitPrice(price),
      actual_use_value: toMoney(actual.times(price)),
      theoretical_use_value: toMoney(used.times(price)),
      waste_value: toMoney(waste.times(price)),
      variance_value: toMoney(variance.times(price)),
      variance_pct: used.isZero() ? null : toPercent(variance.times(HUNDRED).dividedBy(used)),
      exactVariance: variance.times(price),
    });
  }
  lines.sort(
    (a, b) => b.exactVariance.comparedTo(a.exactVariance) || a.name.localeCompare(b.name, 'es'),
  );
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');
  notCounted.sort(byName);
  notMoved.sort(byName);
  if (notCounted.length > 0) {
    warnings.add(
      notCounted.length === 1
        ? '1 producto comprado o usado sin contar en los dos recuentos queda fuera de los totales.'
        : `${notCounted.length} productos comprados o usados sin contar en los dos recuentos quedan fuera de los totales.`,
    );
  }

  const revenue = dec(input.sales.netFoodRevenue);
  const pctOf = (value: Decimal) =>
    revenue.greaterThan(0) ? toPercent(value.times(HUNDRED).dividedBy(revenue)) : null;
  const actualPct = pctOf(actualTotal);
  const theoreticalPct = pctOf(theoreticalTotal);
  const varianceTotal = actualTotal.minus(theoreticalTotal).minus(wasteTotal);
  const apart = wasteApart(input.waste.lines, onLines, facts);
  return {
    from_count: input.fromCount.id,
    to_count: input.toCount.id,
    date_from: input.period.dateFrom,
    date_to: input.period.dateTo,
    net_food_revenue: toMoney(revenue),
    actual_use_value: toMoney(actualTotal),
    theoretical_use_value: toMoney(theoreticalTotal),
    waste_value: toMoney(wasteTotal),
    variance_value: toMoney(varianceTotal),
    actual_food_cost_pct: actualPct,
    theoretical_food_cost_pct: theoreticalPct,
    // The gap as the two rounded percentages read (31,25 − 28,10 = 3,15 points).
    gap_points:
      actualPct === null || theoreticalPct === null
        ? null
        : dec(actualPct).minus(theoreticalPct).toFixed(2),
    gap_value: toMoney(actualTotal.minus(theoreticalTotal)),
    waste_by_reason: apart.byReason,
    waste_by_destination: apart.byDestination,
    lines: lines.map(({ exactVariance: _exact, ...line }) => line),
    not_counted: notCounted,
    not_moved: notMoved,
    warnings: [...warnings],
  };
}

/**
 * The waste on the close's lines (products counted in both counts) by reason and by destination,
 * in the order the waste log lists them: € at the closing day's price (so each adds up to the
 * lines' `waste_value`) and kg where the product's weight is known.
 */
function wasteApart(
  wasteLines: CloseInput['waste']['lines'],
  prices: ReadonlyMap<number, Decimal>,
  facts: ReadonlyMap<number, ProductFacts>,
): { byReason: StockClose['waste_by_reason']; byDestination: StockClose['waste_by_destination'] } {
  const reasons = new Map<string, { value: Decimal; grams: Decimal }>();
  const destinations = new Map<string, { value: Decimal; grams: Decimal }>();
  for (const line of wasteLines) {
    const price = prices.get(line.productId);
    const product = facts.get(line.productId);
    if (price === undefined || !product) continue;
    const grams = convertQuantity(line.quantity, product.baseUnit, 'g', product);
    for (const [map, code] of [
      [reasons, line.reason],
      [destinations, line.destination],
    ] as const) {
      const sum = map.get(code) ?? { value: ZERO, grams: ZERO };
      sum.value = sum.value.plus(line.quantity.times(price));
      if (grams.ok) sum.grams = sum.grams.plus(grams.value);
      map.set(code, sum);
    }
  }
  const ordered = (
    map: Map<string, { value: Decimal; grams: Decimal }>,
    order: readonly string[],
  ) =>
    order.flatMap((code) => {
      const sum = map.get(code);
      return sum
        ? [{ code, value: toMoney(sum.value), weight_kg: toQuantity(sum.grams.dividedBy(1000)) }]
        : [];
    });
  return {
    byReason: ordered(reasons, WASTE_REASONS),
    byDestination: ordered(destinations, WASTE_DESTINATIONS),
  };
}

/** The day after an ISO date (the period starts the day after the opening count). */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
