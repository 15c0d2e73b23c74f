import type { TheoreticalUse } from '@costeo/domain/contracts/sales';
import { createRecipeCoster } from '@costeo/domain/cost-engine';
import { dec, toMoney, toQuantity } from '@costeo/domain/decimal';
import type {
  ExtraCostInput,
  ProductFacts,
  RecipeGraph,
  RecipeInput,
} from '@costeo/domain/recipe-graph';
import {
  createRecipeExploder,
  menuDemands,
  type ExplosionDemand,
  type ExplosionMenu,
} from '@costeo/domain/recipe-explosion';
import type { SectionChoice } from '@costeo/domain/menu-costing';
import { convertQuantity, type BaseUnit, type UnitCode } from '@costeo/domain/units';
import type Decimal from 'decimal.js';

/*
 * The figures of the sales use read model, from its rows (no database): the graph assembled for
 * the engine and the exploder, the prices in force on each day, and the sums (decimal.js).
 */

const ZERO = dec(0);

export interface SalesPeriod {
  dateFrom: string;
  dateTo: string;
}

/** The sales of one day of one dish, menu or product sold as it is (its till items added). */
export interface SoldRow {
  day: string;
  kind: 'recipe' | 'menu' | 'product';
  /** The recipe, menu or product. */
  ref: number;
  units: string;
  netRevenue: string;
  /** A product sold as it is: its quantity per unit sold, in `unit`. */
  quantity: string | null;
  unit: UnitCode | null;
}

/** The graph the sales reach, as the statement answers it (tuples: one JSON text, parsed once). */
export interface SalesGraphRows {
  /** The owner's sale VAT and target food cost. */
  defaults: [string, string];
  /** id, name, servings, sale price, sale VAT, target, is sub-recipe, yield quantity and unit. */
  recipes: [
    number,
    string,
    number,
    string | null,
    string | null,
    string | null,
    boolean,
    string | null,
    UnitCode | null,
  ][];
  /** id, recipe, product, sub-recipe, quantity, unit; in order. */
  lines: [number, number, number | null, number | null, string, UnitCode][];
  /** id, recipe, name, cost type, amount; in order. */
  extras: [number, number, string, 'fixed' | 'per_serving' | 'percentage', string][];
  /** id, name, target food cost. */
  menus: [number, string, string | null][];
  /** menu, section name, choice, recipe, servings per cover, expected share; in order. */
  menuItems: [number, string, SectionChoice, number, string, string | null][];
  /** id, name, base unit, current price per base unit, merma, density, unit weight. */
  products: [number, string, BaseUnit, string, string, string | null, string | null][];
  /** product, day (Europe/Madrid), the price per base unit in force at the end of that day. */
  history: [number, string, string][];
}

/** One dish, menu or product sold as it is, over the period. */
export interface CostOfSalesRow {
  kind: 'recipe' | 'menu' | 'product';
  id: number;
  name: string;
  units: Decimal;
  netRevenue: Decimal;
  /** Σ units × cost per serving (cover, unit) at each sale's date, exact. */
  cost: Decimal;
  /** A cost it counts is incomplete (a missing price or conversion): it counts what is known. */
  incomplete: boolean;
  /** The dish's or menu's target food cost (its own, else the profile's); null for a product. */
  targetFoodCostPct: Decimal | null;
}

/** The graph, the menus and each product's prices by day, from the rows. */
function assemble(rows: SalesGraphRows) {
  const linesByRecipe = new Map<number, RecipeInput['lines'][number][]>();
  for (const [id, recipeId, ingredientInstanceId, subRecipeId, quantity, unit] of rows.lines) {
    const list = linesByRecipe.get(recipeId) ?? [];
    list.push({ id, ingredientInstanceId, subRecipeId, quantity, unit });
    linesByRecipe.set(recipeId, list);
  }
  const extrasByRecipe = new Map<number, ExtraCostInput[]>();
  for (const [id, recipeId, name, costType, amount] of rows.extras) {
    const list = extrasByRecipe.get(recipeId) ?? [];
    list.push({ id, name, costType, amount });
    extrasByRecipe.set(recipeId, list);
  }
  const recipes = new Map<number, RecipeInput>();
  for (const [
    id,
    name,
    servings,
    salePrice,
    saleVatPct,
    target,
    isSub,
    yieldQty,
    yieldUnit,
  ] of rows.recipes) {
    recipes.set(id, {
      id,
      name,
      servings,
      salePrice,
      saleVatPct,
      targetFoodCostPct: target,
      isSubrecipe: isSub,
      yieldQuantity: yieldQty,
      yieldUnit,
      lines: linesByRecipe.get(id) ?? [],
      extraCosts: extrasByRecipe.get(id) ?? [],
    });
  }
  const products = new Map<number, ProductFacts>();
  for (const [id, name, baseUnit, unitCost, wastePct, density, unitWeight] of rows.products) {
    products.set(id, {
      id,
      name,
      baseUnit,
      unitCost,
      wastePct,
      density,
      unitWeight,
      allergens: [],
    });
  }
  const [saleVatPct, targetFoodCostPct] = rows.defaults;
  const graph: RecipeGraph = { products, recipes, defaults: { saleVatPct, targetFoodCostPct } };

  const menus = new Map<number, ExplosionMenu & { target: string | null }>();
  for (const [id, name, target] of rows.menus) menus.set(id, { name, target, sections: [] });
  for (const [menuId, sectionName, choice, recipeId, servingsPerCover, share] of rows.menuItems) {
    const menu = menus.get(menuId);
    if (!menu) continue;
    const sections = menu.sections as { name: string; choice: typeof choice; items: unknown[] }[];
    let section = sections.at(-1);
    if (section?.name !== sectionName || section.choice !== choice) {
      section = { name: sectionName, choice, items: [] };
      sections.push(section);
    }
    section.items.push({ recipeId, servingsPerCover, expectedSharePct: share });
  }

  /** Each product's prices: (day, price in force at its end), oldest first. */
  const history = new Map<number, { day: string; price: Decimal }[]>();
  for (const [productId, day, price] of rows.history) {
    const list = history.get(productId) ?? [];
    list.push({ day, price: dec(price) });
    history.set(productId, list);
  }
  return { graph, menus, history };
}

type Assembled = ReturnType<typeof assemble>;

/**
 * The states of prices of a period: a new state starts on each day (after the first) on which a
 * product of the graph changed price. Each state's prices are those in force on its first day
 * (DOMAIN.md §10: the last history row on or before it; before the first row, the first price;
 * without history, the product's current price).
 */
function priceStates(period: SalesPeriod, assembled: Assembled) {
  const changeDays = new Set<string>();
  for (const list of assembled.history.values()) {
    for (const entry of list) {
      if (entry.day > period.dateFrom && entry.day <= period.dateTo) changeDays.add(entry.day);
    }
  }
  const starts = [period.dateFrom, ...[...changeDays].sort()];
  const priceOn = (productId: number, day: string): Decimal | null => {
    const list = assembled.history.get(productId);
    const current = assembled.graph.products.get(productId)?.unitCost;
    if (!list || list.length === 0)
      return current === undefined || current === null ? null : dec(current);
    let price = list[0]?.price ?? null;
    for (const entry of list) {
      if (entry.day > day) break;
      price = entry.price;
    }
    return price;
  };
  const states = starts.map((start) => {
    const prices = new Map<number, Decimal | null>();
    for (const productId of assembled.graph.products.keys()) {
      prices.set(productId, priceOn(productId, start));
    }
    return { start, prices };
  });
  /** The state of a day of the period: the last one starting on or before it. */
  const stateOf = (day: string) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] as string) <= day) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  return { states, stateOf };
}

/** A product sold as it is: the base units one unit sold takes, or why it cannot be known. */
function productPerUnit(
  facts: ProductFacts | undefined,
  quantity: string | null,
  unit: SoldRow['unit'],
): { ok: true; value: Decimal } | { ok: false; reason: string } {
  if (!facts) return { ok: false, reason: 'El ingrediente no existe.' };
  if (quantity === null || unit === null)
    return { ok: false, reason: 'Falta la cantidad por unidad vendida.' };
  const inBase = convertQuantity(quantity, unit, facts.baseUnit, facts);
  return inBase.ok ? inBase : { ok: false, reason: inBase.reason };
}

function samePrice(a: Decimal | null | undefined, b: Decimal | null | undefined): boolean {
  if (a === undefined || a === null || b === undefined || b === null) return a === b;
  return a.equals(b);
}

function addTo(map: Map<number, Decimal>, key: number, value: Decimal) {
  map.set(key, (map.get(key) ?? ZERO).plus(value));
}

/** {@link SalesUseReadModel.theoreticalUse} from the loaded rows. */
export function theoreticalUseFrom(
  period: SalesPeriod,
  sold: readonly SoldRow[],
  rows: SalesGraphRows,
): TheoreticalUse {
  const assembled = assemble(rows);
  const { graph, menus } = assembled;
  const { states, stateOf } = priceStates(period, assembled);
  const exploder = createRecipeExploder(graph);
  const warnings = new Set<string>();
  // Per state of prices: the demands of dishes (menus exploded) and the products sold as they are.
  const demands = states.map(() => [] as ExplosionDemand[]);
  const direct = states.map(() => new Map<number, Decimal>());
  for (const row of sold) {
    const state = stateOf(row.day);
    if (row.kind === 'recipe') {
      demands[state]?.push({ recipeId: row.ref, servings: row.units });
    } else if (row.kind === 'menu') {
      const menu = menus.get(row.ref);
      if (!menu) continue;
      const exploded = menuDemands(menu, row.units);
      demands[state]?.push(...exploded.demands);
      for (const warning of exploded.warnings) warnings.add(warning);
    } else {
      const facts = graph.products.get(row.ref);
      const perUnit = productPerUnit(facts, row.quantity, row.unit);
      if (!perUnit.ok) {
        warnings.add(`«${facts?.name ?? row.ref}» vendido tal cual: ${perUnit.reason}`);
        continue;
      }
      addTo(direct[state] as Map<number, Decimal>, row.ref, perUnit.value.times(row.units));
    }
  }
  // The whole period explodes once; only the products whose price changed within it are
  // valued state by state (their quantities in each state from the dishes' servings).
  const explosion = exploder.explode(demands.flat());
  for (const warning of explosion.warnings) warnings.add(warning);
  const quantities = explosion.quantities;
  for (const map of direct)
    for (const [productId, quantity] of map) addTo(quantities, productId, quantity);
  const first = states[0]?.prices ?? new Map<number, Decimal | null>();
  const changed = [...quantities.keys()].filter((productId) =>
    states.some((state) => !samePrice(state.prices.get(productId), first.get(productId))),
  );
  const costs = new Map<number, Decimal>();
  for (const [productId, quantity] of quantities) {
    costs.set(productId, quantity.times(first.get(productId) ?? ZERO));
  }
  if (changed.length > 0) {
    for (const productId of changed) costs.set(productId, ZERO);
    states.forEach((state, index) => {
      const servings = new Map<number, Decimal>();
      for (const demand of demands[index] ?? [])
        addTo(servings, demand.recipeId, dec(demand.servings));
      for (const productId of changed) {
        let quantity = direct[index]?.get(productId) ?? ZERO;
        for (const [recipeId, count] of servings) {
          const perServing = exploder.perServingQuantity(recipeId, productId);
          if (perServing !== undefined) quantity = quantity.plus(perServing.times(count));
        }
        addTo(costs, productId, quantity.times(state.prices.get(productId) ?? ZERO));
      }
    });
  }
  let total = ZERO;
  const products = [...quantities]
    .filter(([, quantity]) => !quantity.isZero())
    .map(([productId, quantity]) => {
      const facts = graph.products.get(productId) as ProductFacts;
      const cost = costs.get(productId) ?? ZERO;
      total = total.plus(cost);
      return { productId, facts, quantity, cost };
    })
    .sort((a, b) => b.cost.comparedTo(a.cost) || a.facts.name.localeCompare(b.facts.name, 'es'));
  return {
    date_from: period.dateFrom,
    date_to: period.dateTo,
    total_cost: toMoney(total),
    products: products.map(({ productId, facts, quantity, cost }) => ({
      ingredient_instance: productId,
      name: facts.name,
      base_unit: facts.baseUnit,
      quantity: toQuantity(quantity),
      cost: toMoney(cost),
    })),
    warnings: [...warnings],
  };
}

/** {@link SalesUseReadModel.costOfSales} from the loaded rows. */
export function costOfSalesFrom(
  period: SalesPeriod,
  sold: readonly SoldRow[],
  rows: SalesGraphRows,
): CostOfSalesRow[] {
  const assembled = assemble(rows);
  const { graph, menus } = assembled;
  const { states, stateOf } = priceStates(period, assembled);
  const defaults = graph.defaults;
  /** Per state: the engine over the graph at that state's prices, and what it answered. */
  const costers = new Map<
    number,
    (recipeId: number) => { perServing: Decimal; complete: boolean }
  >();
  const costerOf = (index: number) => {
    let coster = costers.get(index);
    if (coster) return coster;
    const prices = states[index]?.prices ?? new Map<number, Decimal | null>();
    const products = new Map<number, ProductFacts>();
    for (const [productId, facts] of graph.products) {
      const price = prices.get(productId);
      products.set(productId, { ...facts, unitCost: price === undefined ? facts.unitCost : price });
    }
    const engine = createRecipeCoster({ ...graph, products }, { lineDetail: false });
    const answered = new Map<number, { perServing: Decimal; complete: boolean }>();
    coster = (recipeId: number) => {
      let known = answered.get(recipeId);
      if (!known) {
        const cost = engine.costRecipeById(recipeId);
        known = cost
          ? { perServing: cost.costPerServing, complete: cost.costComplete }
          : { perServing: ZERO, complete: false };
        answered.set(recipeId, known);
      }
      return known;
    };
    costers.set(index, coster);
    return coster;
  };

  const items = new Map<string, CostOfSalesRow>();
  for (const row of sold) {
    const key = `${row.kind}:${row.ref}`;
    let item = items.get(key);
    if (!item) {
      item = {
        kind: row.kind,
        id: row.ref,
        name: '',
        units: ZERO,
        netRevenue: ZERO,
        cost: ZERO,
        incomplete: false,
        targetFoodCostPct: null,
      };
      items.set(key, item);
    }
    const units = dec(row.units);
    item.units = item.units.plus(units);
    item.netRevenue = item.netRevenue.plus(dec(row.netRevenue));
    const state = stateOf(row.day);
    if (row.kind === 'recipe') {
      const recipe = graph.recipes.get(row.ref);
      item.name = recipe?.name ?? '';
      item.targetFoodCostPct = dec(recipe?.targetFoodCostPct ?? defaults.targetFoodCostPct);
      const { perServing, complete } = costerOf(state)(row.ref);
      item.cost = item.cost.plus(units.times(perServing));
      if (!complete || !recipe) item.incomplete = true;
    } else if (row.kind === 'menu') {
      const menu = menus.get(row.ref);
      item.name = menu?.name ?? '';
      item.targetFoodCostPct = dec(menu?.target ?? defaults.targetFoodCostPct);
      if (!menu) {
        item.incomplete = true;
        continue;
      }
      // The cost of one cover: its dishes' servings × their cost per serving.
      const cover = menuDemands(menu, 1);
      let perCover = ZERO;
      for (const demand of cover.demands) {
        const { perServing, complete } = costerOf(state)(demand.recipeId);
        perCover = perCover.plus(dec(demand.servings).times(perServing));
        if (!complete) item.incomplete = true;
      }
      if (cover.demands.length === 0) item.incomplete = true;
      item.cost = item.cost.plus(units.times(perCover));
    } else {
      const facts = graph.products.get(row.ref);
      item.name = facts?.name ?? '';
      const perUnit = productPerUnit(facts, row.quantity, row.unit);
      const price = states[state]?.prices.get(row.ref) ?? null;
      if (!perUnit.ok || price === null || price.isZero()) item.incomplete = true;
      if (perUnit.ok && price !== null)
        item.cost = item.cost.plus(units.times(perUnit.value).times(price));
    }
  }
  // Largest net revenue first.
  return [...items.values()].sort(
    (a, b) => b.netRevenue.comparedTo(a.netRevenue) || a.name.localeCompare(b.name, 'es'),
  );
}
