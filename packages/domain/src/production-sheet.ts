import Decimal from 'decimal.js';
import { createRecipeCoster } from './cost-engine.ts';
import { dec } from './decimal.ts';
import { dishNeeds, elaboracionNeeds } from './menu-needs.ts';
import { formatReadableQuantity } from './quantity-display.ts';
import type { LineBreakdown, LineKind } from './recipe-cost-model.ts';
import {
  createRecipeExploder,
  menuDemands,
  type ExplosionDemand,
  type ExplosionMenu,
} from './recipe-explosion.ts';
import type { RecipeGraph, RecipeLineInput } from './recipe-graph.ts';
import { scaleRecipeCost } from './recipe-scaling.ts';
import { splitSteps } from './recipe-steps.ts';
import { convertQuantity, KIND_BASE, UNITS, type UnitCode } from './units.ts';

/*
 * The production sheet of a menu or event for N guests (issue 37 point 6, DOMAIN.md §13): what the
 * kitchen prepares, printable for the pass. The needs' own computation (menu-needs.ts): the menu's
 * demands (`menuDemands`: servings per cover × N × the expected share), each dish's servings
 * (`dishNeeds`) — rounded up to whole raciones, since a cook plates whole ones —, and each
 * elaboración in whole batches of its yield (`elaboracionNeeds`), at any depth: one inside another
 * for the batches of that one made (`batchedElaboraciones`). Then:
 * - the elaboraciones first, deepest first: one used by another comes before it (its height in
 *   the graph of elaboraciones: 0 for one that uses none, else 1 + the highest it uses), then by
 *   name; each with its lines scaled to the batches made (`scaleRecipeCost`, the recipe's lines
 *   make one yield) and its steps;
 * - then the dishes in the menu's order, each with its lines scaled to its raciones and its steps.
 * Quantities are said as a cook reads them (quantity-display.ts: kg and l from 1 000 g or ml;
 * kitchen measures in ml); a line counted in ud or docena is whole items, rounded up.
 */

/** A recipe line scaled for the sheet. */
export interface ProductionLine {
  kind: LineKind;
  /** The product or the elaboración the line names (null when it no longer exists). */
  refId: number | null;
  name: string;
  /** Scaled, in the line's unit (a count line whole, rounded up), exact. */
  quantity: Decimal;
  unit: UnitCode;
  /** "11 kg", "39 ud", "4 l". */
  text: string;
  /** "12,222 kg" when merma makes the gross quantity larger; null otherwise. */
  grossText: string | null;
}

export interface ProductionElaboracion {
  recipeId: number;
  name: string;
  /** Whole batches of the yield. */
  batches: number;
  yieldQuantity: Decimal;
  unit: UnitCode;
  /** What the dishes use, in the yield unit, exact. */
  quantity: Decimal;
  /** «Bechamel — 7 tandas de 1 l (6,2 l necesarios)». */
  text: string;
  lines: ProductionLine[];
  steps: string[];
}

export interface ProductionDish {
  recipeId: number;
  name: string;
  /** Whole raciones to prepare (the planned ones rounded up). */
  servings: number;
  /** The planned raciones (a share may leave a fraction), exact. */
  plannedServings: Decimal;
  /** «Croquetas — 80 raciones» («… — 27 raciones (26,67 previstas)» when rounded up). */
  text: string;
  lines: ProductionLine[];
  steps: string[];
}

export interface ProductionSheet {
  guests: number;
  elaboraciones: ProductionElaboracion[];
  dishes: ProductionDish[];
  /** Lines that could not be exploded and shares that do not add up, in Spanish. */
  warnings: string[];
}

const plainNumber = (value: Decimal, decimals: number) =>
  new Intl.NumberFormat('es-ES', { useGrouping: 'always', maximumFractionDigits: decimals }).format(
    value.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toNumber(),
  );

/**
 * How a cook reads a quantity in `unit`: a mass in g or kg, a volume in ml or l (a cucharada ×80
 * is 1,2 l), a count in whole items — "3 docenas" when it is whole dozens, else "37 ud".
 */
export function cookQuantity(
  quantity: Decimal,
  unit: UnitCode,
): { quantity: Decimal; text: string } {
  const kind = UNITS[unit].kind;
  if (kind === 'count') {
    const items = quantity.times(UNITS[unit].factor).toDecimalPlaces(0, Decimal.ROUND_UP);
    if (unit === 'docena' && items.mod(12).isZero()) {
      const dozens = items.dividedBy(12);
      return {
        quantity: dozens,
        text: `${plainNumber(dozens, 0)} ${dozens.equals(1) ? 'docena' : 'docenas'}`,
      };
    }
    const whole = unit === 'docena' ? items.dividedBy(12) : items;
    return { quantity: whole, text: `${plainNumber(items, 0)} ud` };
  }
  const base = convertQuantity(quantity, unit, KIND_BASE[kind]);
  if (!base.ok) throw new Error('same-kind conversion cannot fail');
  return { quantity, text: formatReadableQuantity(base.value, KIND_BASE[kind]) };
}

function productionLine(line: LineBreakdown): ProductionLine {
  const shown = cookQuantity(line.netQuantity, line.unit);
  const gross =
    UNITS[line.unit].kind !== 'count' &&
    line.grossQuantity !== null &&
    line.grossQuantity.greaterThan(line.netQuantity)
      ? cookQuantity(line.grossQuantity, line.unit).text
      : null;
  return {
    kind: line.kind,
    refId: line.refId,
    name: line.name,
    quantity: shown.quantity,
    unit: line.unit,
    text: shown.text,
    grossText: gross,
  };
}

/**
 * The order elaboraciones are prepared in: one used by another (at any depth) before it — by its
 * height among elaboraciones, 0 for one that uses none —, then by name. A cycle (refused on save)
 * counts as no use.
 */
export function preparationOrder(graph: RecipeGraph, recipeIds: Iterable<number>): number[] {
  const heights = new Map<number, number>();
  const walking = new Set<number>();
  function height(recipeId: number): number {
    const known = heights.get(recipeId);
    if (known !== undefined) return known;
    const recipe = graph.recipes.get(recipeId);
    if (!recipe || walking.has(recipeId)) return 0;
    walking.add(recipeId);
    let highest = 0;
    for (const line of recipe.lines) {
      const subId = line.subRecipeId ?? null;
      if (subId !== null && graph.recipes.has(subId) && !walking.has(subId)) {
        highest = Math.max(highest, height(subId) + 1);
      }
    }
    walking.delete(recipeId);
    heights.set(recipeId, highest);
    return highest;
  }
  const name = (id: number) => graph.recipes.get(id)?.name ?? '';
  return [...new Set(recipeIds)].sort(
    (a, b) => height(a) - height(b) || name(a).localeCompare(name(b), 'es') || a - b,
  );
}

/** An elaboración line's quantity in its elaboración's yield unit; null when it cannot be. */
function inYield(
  graph: RecipeGraph,
  line: RecipeLineInput,
): { subId: number; quantity: Decimal } | null {
  const subId = line.subRecipeId ?? null;
  const sub = subId === null ? undefined : graph.recipes.get(subId);
  if (subId === null || !sub || sub.yieldQuantity === null || sub.yieldUnit === null) return null;
  const yieldQuantity = dec(sub.yieldQuantity);
  if (!yieldQuantity.isFinite() || !yieldQuantity.greaterThan(0)) return null;
  if (UNITS[line.unit].kind !== UNITS[sub.yieldUnit].kind) return null;
  const quantity = dec(line.quantity);
  if (!quantity.isFinite() || quantity.isNegative()) return null;
  const converted = convertQuantity(quantity, line.unit, sub.yieldUnit);
  return converted.ok ? { subId, quantity: converted.value } : null;
}

/**
 * What each elaboración must yield when every one is made in WHOLE batches: the dishes' own use
 * (their lines × servings / the recipe's servings), then, from the highest elaboración down, what
 * its batches made use of the ones inside it (batches × its line). An elaboración inside another
 * is prepared for the batches of that one actually made, not for the share the dishes eat: seven
 * tandas of bechamel need seven tandas' worth of roux. In the yield unit, exact.
 */
export function batchedElaboraciones(
  graph: RecipeGraph,
  demands: readonly ExplosionDemand[],
): Map<number, Decimal> {
  const needed = new Map<number, Decimal>();
  const add = (subId: number, quantity: Decimal) => {
    needed.set(subId, (needed.get(subId) ?? dec(0)).plus(quantity));
  };
  for (const demand of demands) {
    const dish = graph.recipes.get(demand.recipeId);
    if (!dish || !Number.isInteger(dish.servings) || dish.servings < 1) continue;
    const factor = dec(demand.servings).dividedBy(dish.servings);
    for (const line of dish.lines) {
      const use = inYield(graph, line);
      if (use) add(use.subId, use.quantity.times(factor));
    }
  }
  // Every elaboración reachable, so the walk from the highest down meets each parent first.
  const reached = new Set(needed.keys());
  for (const id of reached) {
    for (const line of graph.recipes.get(id)?.lines ?? []) {
      const use = inYield(graph, line);
      if (use) reached.add(use.subId);
    }
  }
  for (const id of preparationOrder(graph, reached).reverse()) {
    const quantity = needed.get(id);
    const recipe = graph.recipes.get(id);
    if (!quantity?.greaterThan(0) || !recipe || recipe.yieldQuantity === null) continue;
    const batches = quantity.dividedBy(recipe.yieldQuantity).toDecimalPlaces(0, Decimal.ROUND_UP);
    for (const line of recipe.lines) {
      const use = inYield(graph, line);
      if (use && use.subId !== id) add(use.subId, use.quantity.times(batches));
    }
  }
  return needed;
}

const servingsText = (count: number) =>
  `${plainNumber(dec(count), 0)} ${count === 1 ? 'ración' : 'raciones'}`;

/**
 * The production sheet of `menu` for `guests` (see the file's comment). `graph` holds the menu's
 * dishes and everything their lines reach; `instructions` each recipe's preparation text.
 */
export function productionSheet(input: {
  menu: ExplosionMenu;
  guests: number;
  graph: RecipeGraph;
  instructions: ReadonlyMap<number, string>;
}): ProductionSheet {
  const { menu, guests, graph, instructions } = input;
  return eventsProductionSheet({ events: [{ menu, guests }], graph, instructions });
}

/**
 * The production sheet of several events (issue 37 point 6: the events of a day), each for its own
 * guests: each event's dishes rounded up to whole raciones on their own (each event plates whole
 * ones: 12,5 and 12,5 raciones of one dish in two events are 13 + 13), then added per dish; the
 * elaboraciones batched once for all those raciones; dishes in the first event's order, then the
 * ones the next events add. `guests` is the events' total. One event is `productionSheet`.
 */
export function eventsProductionSheet(input: {
  events: readonly { menu: ExplosionMenu; guests: number }[];
  graph: RecipeGraph;
  instructions: ReadonlyMap<number, string>;
}): ProductionSheet {
  const { events, graph, instructions } = input;
  const shareWarnings: string[] = [];
  // Per dish, in order of first appearance: the planned (exact) and whole raciones.
  const byDish = new Map<number, { planned: Decimal; whole: Decimal }>();
  let guests = 0;
  for (const event of events) {
    const { demands, warnings } = menuDemands(event.menu, event.guests);
    shareWarnings.push(...warnings);
    guests += event.guests;
    const firstSeen = new Map<number, number>();
    demands.forEach((demand, index) => {
      if (!firstSeen.has(demand.recipeId)) firstSeen.set(demand.recipeId, index);
    });
    const planned = dishNeeds(graph, demands).sort(
      (a, b) => (firstSeen.get(a.recipeId) ?? 0) - (firstSeen.get(b.recipeId) ?? 0),
    );
    for (const dish of planned) {
      const known = byDish.get(dish.recipeId) ?? { planned: dec(0), whole: dec(0) };
      byDish.set(dish.recipeId, {
        planned: known.planned.plus(dish.servings),
        whole: known.whole.plus(dish.servings.toDecimalPlaces(0, Decimal.ROUND_UP)),
      });
    }
  }
  const planned = [...byDish].map(([recipeId, servings]) => ({
    recipeId,
    name: graph.recipes.get(recipeId)?.name ?? `#${recipeId}`,
    servings: servings.planned,
  }));
  const whole: ExplosionDemand[] = [...byDish].map(([recipeId, servings]) => ({
    recipeId,
    servings: servings.whole,
  }));
  // The explosion's warnings: lines that could not be exploded (a yield missing, a unit that
  // does not convert) leave their elaboración out, and the sheet says so.
  const explosion = createRecipeExploder(graph).explode(whole);
  const coster = createRecipeCoster(graph);
  const steps = (recipeId: number) => splitSteps(instructions.get(recipeId) ?? '');

  const needs = new Map(
    elaboracionNeeds(graph, batchedElaboraciones(graph, whole)).map((need) => [
      need.recipeId,
      need,
    ]),
  );
  const elaboraciones: ProductionElaboracion[] = [];
  for (const recipeId of preparationOrder(graph, needs.keys())) {
    const need = needs.get(recipeId);
    const recipe = graph.recipes.get(recipeId);
    const cost = coster.costRecipeById(recipeId);
    if (!need || !recipe || !cost) continue;
    // The recipe's lines make one yield, whatever its servings: × batches.
    const scaled = scaleRecipeCost(cost, need.batches * cost.baseServings);
    const batch = cookQuantity(need.yieldQuantity, need.unit).text;
    const exact = cookQuantity(need.quantity, need.unit).text;
    elaboraciones.push({
      recipeId,
      name: need.name,
      batches: need.batches,
      yieldQuantity: need.yieldQuantity,
      unit: need.unit,
      quantity: need.quantity,
      text: `${need.name} — ${need.batches} ${need.batches === 1 ? 'tanda' : 'tandas'} de ${batch} (${exact} ${exact.startsWith('1 ') ? 'necesario' : 'necesarios'})`,
      lines: scaled.lines.map(productionLine),
      steps: steps(recipeId),
    });
  }

  const dishes: ProductionDish[] = [];
  planned.forEach((dish, index) => {
    const servings = dec(whole[index]?.servings ?? 0).toNumber();
    const cost = coster.costRecipeById(dish.recipeId);
    if (!cost || servings < 1) return;
    const scaled = scaleRecipeCost(cost, servings);
    const rounded = !dish.servings.equals(servings);
    dishes.push({
      recipeId: dish.recipeId,
      name: dish.name,
      servings,
      plannedServings: dish.servings,
      text: `${dish.name} — ${servingsText(servings)}${rounded ? ` (${plainNumber(dish.servings, 2)} previstas)` : ''}`,
      lines: scaled.lines.map(productionLine),
      steps: steps(dish.recipeId),
    });
  });

  return {
    guests,
    elaboraciones,
    dishes,
    warnings: [...new Set([...shareWarnings, ...explosion.warnings])],
  };
}
