import Decimal from 'decimal.js';
import { dec } from './decimal.ts';
import { formatsToBuy, type PurchaseFormatFacts } from './purchase-format-buy.ts';
import { formatReadableQuantity } from './quantity-display.ts';
import {
  createRecipeExploder,
  menuDemands,
  type ExplosionDemand,
  type ExplosionMenu,
} from './recipe-explosion.ts';
import type { RecipeGraph } from './recipe-graph.ts';
import type { BaseUnit, UnitCode } from './units.ts';

/*
 * The needs of a menu or event for N guests (issue 37 point 2, DOMAIN.md §13): every dish × its
 * servings per cover × N (× the expected share in a section where each guest picks one, the rule
 * of the menu's costing and of a menu sold as one item: `menuDemands`), exploded through its
 * elaboraciones at any depth into each product's GROSS quantity (merma included; the explosion of
 * the stock close, recipe-explosion.ts). A product counted in whole items (base ud) is bought
 * whole: its total is rounded up. Each product is then said in whole purchase formats, and each
 * elaboración in whole batches of its yield. Exact decimals; the caller rounds for the answer.
 */

/** What a product is bought in, beyond what the engine reads (purchase-format-buy.ts). */
export interface NeedsPurchase extends Omit<PurchaseFormatFacts, 'name' | 'baseUnit'> {
  supplierId: number | null;
  /** The supplier's name ('' for none). */
  supplierName: string;
}

export interface ProductNeed {
  productId: number;
  name: string;
  baseUnit: BaseUnit;
  /** Gross quantity in the base unit (count products whole, rounded up). */
  quantity: Decimal;
  /** "14,2 kg". */
  quantityText: string;
  /** The purchase format as stored ("5" "kg"). */
  purchaseQuantity: Decimal;
  purchaseUnit: UnitCode;
  /** Whole formats to buy; null when the format cannot be expressed in the base unit. */
  formats: number | null;
  /** "caja de 5 kg"; null with `formats`. */
  formatName: string | null;
  /** formats × one format, in the base unit; null with `formats`. */
  boughtQuantity: Decimal | null;
  /** "3 cajas de 5 kg (14,2 kg)" (the exact quantity alone when there is no format). */
  text: string;
  /** quantity × the product's price per base unit; null when it has no price. */
  cost: Decimal | null;
  /** formats × the format's price; null with `formats`. */
  formatsCost: Decimal | null;
  supplierId: number | null;
  supplierName: string;
}

export interface SupplierNeeds {
  supplierId: number | null;
  /** '' for the products with no supplier. */
  supplierName: string;
  products: ProductNeed[];
  cost: Decimal;
  formatsCost: Decimal;
}

export interface ElaboracionNeed {
  recipeId: number;
  name: string;
  /** What is needed, in the yield unit, exact. */
  quantity: Decimal;
  unit: UnitCode;
  yieldQuantity: Decimal;
  /** Whole batches of the yield, rounded up. */
  batches: number;
  /** "Bechamel: 2 tandas de 1 l (1,6 l)". */
  text: string;
}

export interface DishNeed {
  recipeId: number;
  name: string;
  /** Servings to prepare (a share may make it fractional), exact. */
  servings: Decimal;
}

export interface MenuNeeds {
  guests: number;
  /** By supplier name (Spanish order), the products without one last; products by name. */
  suppliers: SupplierNeeds[];
  elaboraciones: ElaboracionNeed[];
  dishes: DishNeed[];
  /** Σ products' cost (their gross quantities at their prices). */
  cost: Decimal;
  /** Σ whole formats' cost (a product with no format: its own cost). */
  formatsCost: Decimal;
  /** False when a product has no price or a line could not be exploded (see warnings). */
  complete: boolean;
  warnings: string[];
}

const ZERO = dec(0);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

function productNeed(
  graph: RecipeGraph,
  purchases: ReadonlyMap<number, NeedsPurchase>,
  productId: number,
  exact: Decimal,
  warnings: string[],
): ProductNeed | null {
  const facts = graph.products.get(productId);
  const purchase = purchases.get(productId);
  if (!facts || !purchase) return null;
  const quantity = facts.baseUnit === 'ud' ? exact.toDecimalPlaces(0, Decimal.ROUND_UP) : exact;
  const buy = formatsToBuy(
    {
      ...purchase,
      name: facts.name,
      baseUnit: facts.baseUnit,
      density: facts.density ?? null,
      unitWeight: facts.unitWeight ?? null,
    },
    quantity,
  );
  if (!buy.ok) warnings.push(buy.reason);
  const cost = facts.unitCost === null ? null : quantity.times(facts.unitCost);
  if (cost === null) warnings.push(`«${facts.name}» no tiene precio: su coste no se cuenta.`);
  return {
    productId,
    name: facts.name,
    baseUnit: facts.baseUnit,
    quantity,
    quantityText: formatReadableQuantity(quantity, facts.baseUnit),
    purchaseQuantity: dec(purchase.purchaseQuantity),
    purchaseUnit: purchase.purchaseUnit,
    formats: buy.ok ? buy.formats : null,
    formatName: buy.ok ? buy.formatName : null,
    boughtQuantity: buy.ok ? buy.boughtQuantity : null,
    text: buy.text,
    cost,
    formatsCost: buy.ok ? buy.cost : null,
    supplierId: purchase.supplierId,
    supplierName: purchase.supplierName,
  };
}

function groupBySupplier(products: readonly ProductNeed[]): SupplierNeeds[] {
  const groups = new Map<string, SupplierNeeds>();
  for (const product of [...products].sort(byName)) {
    const key =
      product.supplierId !== null ? `id:${product.supplierId}` : `name:${product.supplierName}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        supplierId: product.supplierId,
        supplierName: product.supplierName,
        products: [],
        cost: ZERO,
        formatsCost: ZERO,
      };
      groups.set(key, group);
    }
    group.products.push(product);
    group.cost = group.cost.plus(product.cost ?? ZERO);
    group.formatsCost = group.formatsCost.plus(product.formatsCost ?? product.cost ?? ZERO);
  }
  return [...groups.values()].sort((a, b) => {
    if ((a.supplierName === '') !== (b.supplierName === '')) return a.supplierName === '' ? 1 : -1;
    return a.supplierName.localeCompare(b.supplierName, 'es');
  });
}

/**
 * Each elaboración used (the explosion's `elaboraciones`) in whole batches of its yield, by name.
 * Shared with the production sheet (production-sheet.ts).
 */
export function elaboracionNeeds(
  graph: RecipeGraph,
  used: ReadonlyMap<number, Decimal>,
): ElaboracionNeed[] {
  const needs: ElaboracionNeed[] = [];
  for (const [recipeId, quantity] of used) {
    const recipe = graph.recipes.get(recipeId);
    // The explosion counts an elaboración only once its yield is known.
    if (!recipe || recipe.yieldQuantity === null || recipe.yieldUnit === null) continue;
    if (!quantity.greaterThan(0)) continue;
    const yieldQuantity = dec(recipe.yieldQuantity);
    const batches = quantity
      .dividedBy(yieldQuantity)
      .toDecimalPlaces(0, Decimal.ROUND_UP)
      .toNumber();
    const batch = formatReadableQuantity(yieldQuantity, recipe.yieldUnit);
    const exact = formatReadableQuantity(quantity, recipe.yieldUnit);
    const whole = yieldQuantity.times(batches).equals(quantity);
    needs.push({
      recipeId,
      name: recipe.name,
      quantity,
      unit: recipe.yieldUnit,
      yieldQuantity,
      batches,
      text: `${recipe.name}: ${batches} ${batches === 1 ? 'tanda' : 'tandas'} de ${batch}${whole ? '' : ` (${exact})`}`,
    });
  }
  return needs.sort(byName);
}

/** Each dish's servings (its demands added up), by name. Shared with the production sheet. */
export function dishNeeds(graph: RecipeGraph, demands: readonly ExplosionDemand[]): DishNeed[] {
  const servings = new Map<number, Decimal>();
  for (const demand of demands) {
    servings.set(demand.recipeId, (servings.get(demand.recipeId) ?? ZERO).plus(demand.servings));
  }
  return [...servings]
    .filter(([, count]) => count.greaterThan(0))
    .map(([recipeId, count]) => ({
      recipeId,
      name: graph.recipes.get(recipeId)?.name ?? `#${recipeId}`,
      servings: count,
    }))
    .sort(byName);
}

/**
 * The needs of `menu` for `guests` (see the file's comment). `graph` holds the menu's dishes and
 * everything their lines reach; `purchases` each of its products' format, price and supplier.
 */
export function menuNeeds(input: {
  menu: ExplosionMenu;
  guests: number;
  graph: RecipeGraph;
  purchases: ReadonlyMap<number, NeedsPurchase>;
}): MenuNeeds {
  const { menu, guests, graph, purchases } = input;
  return eventsNeeds({ events: [{ menu, guests }], graph, purchases });
}

/**
 * The needs of several menus or events, each for its own guests (issue 37 point 2: the events of
 * a date range): every event's demands together, exploded ONCE — each product's gross quantity is
 * the sum over the events in its base unit, then said in whole purchase formats once (never
 * formats rounded per event and then added); each elaboración's quantity is the sum, then batched
 * once; each dish's servings the sum. `guests` is the events' total. One event is `menuNeeds`.
 */
export function eventsNeeds(input: {
  events: readonly { menu: ExplosionMenu; guests: number }[];
  graph: RecipeGraph;
  purchases: ReadonlyMap<number, NeedsPurchase>;
}): MenuNeeds {
  const { events, graph, purchases } = input;
  const demands: ExplosionDemand[] = [];
  const shareWarnings: string[] = [];
  let guests = 0;
  for (const event of events) {
    const one = menuDemands(event.menu, event.guests);
    demands.push(...one.demands);
    shareWarnings.push(...one.warnings);
    guests += event.guests;
  }
  const explosion = createRecipeExploder(graph).explode(demands);
  const warnings = [...new Set([...shareWarnings, ...explosion.warnings])];
  const products: ProductNeed[] = [];
  for (const [productId, exact] of explosion.quantities) {
    if (!exact.greaterThan(0)) continue;
    const need = productNeed(graph, purchases, productId, exact, warnings);
    if (need) products.push(need);
  }
  const suppliers = groupBySupplier(products);
  return {
    guests,
    suppliers,
    elaboraciones: elaboracionNeeds(graph, explosion.elaboraciones),
    dishes: dishNeeds(graph, demands),
    cost: suppliers.reduce((sum, group) => sum.plus(group.cost), ZERO),
    formatsCost: suppliers.reduce((sum, group) => sum.plus(group.formatsCost), ZERO),
    complete: warnings.length === 0,
    warnings,
  };
}
