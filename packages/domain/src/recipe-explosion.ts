import type Decimal from 'decimal.js';
import { dec, type DecimalInput } from './decimal.ts';
import type { SectionChoice } from './menu-costing.ts';
import { LINE_WARNINGS } from './recipe-cost-model.ts';
import type { RecipeGraph, RecipeLineInput } from './recipe-graph.ts';
import { lineRatio, prepareProduct, type PreparedProduct } from './recipe-line-costs.ts';
import { convertQuantity, UNITS, type UnitCode } from './units.ts';

/*
 * The explosion of what was sold into the products it used (issue 33 point 6, DOMAIN.md §10 and
 * §11): each dish's lines × servings / the recipe's servings, an ingredient line at its GROSS
 * quantity (net / R, merma included; a line in ud or docena whole, decision 022) in the product's
 * base unit (g, ml or ud: what its price per base unit is in), and an elaboración's line as the
 * share of its yield the line takes (line quantity in the yield unit / yield quantity) of the
 * elaboración's own lines, at any depth. What cannot be exploded is said, never thrown: the
 * quantities then count what is known.
 */

const ZERO = dec(0);
const HUNDRED = dec(100);

/** Servings sold of a recipe: fractional (a menu's share) or negative (refunds) allowed. */
export interface ExplosionDemand {
  recipeId: number;
  servings: DecimalInput;
}

export interface Explosion {
  /** Gross quantity of each product (by id), in the product's base unit, exact. */
  quantities: Map<number, Decimal>;
  /**
   * Quantity of each elaboración (by recipe id) used, in its yield unit, exact: what must be
   * prepared (issue 37), nested ones included (an elaboración inside another counts its share).
   */
  elaboraciones: Map<number, Decimal>;
  /** Lines that could not be exploded, in Spanish, naming the dish and the line (each once). */
  warnings: string[];
}

/** A line that could not be exploded: where (names from the recipe down) and why. */
interface LineIssue {
  path: readonly string[];
  reason: string;
}

/** One batch of a recipe: its products' gross quantities, its elaboraciones, the lines left out. */
interface BatchUse {
  quantities: Map<number, Decimal>;
  elaboraciones: Map<number, Decimal>;
  issues: LineIssue[];
}

export interface RecipeExploder {
  /** The gross use of ONE serving of a recipe (its batch / servings). */
  perServing(recipeId: number): Explosion;
  /** One product's gross quantity in one serving of a recipe; undefined when it does not use it. */
  perServingQuantity(recipeId: number, productId: number): Decimal | undefined;
  /** The gross use of the demands, added up (a refund subtracts). */
  explode(demands: readonly ExplosionDemand[]): Explosion;
}

function addScaled(target: Map<number, Decimal>, source: Map<number, Decimal>, factor: Decimal) {
  for (const [productId, quantity] of source) {
    const scaled = quantity.times(factor);
    const known = target.get(productId);
    target.set(productId, known === undefined ? scaled : known.plus(scaled));
  }
}

/** "«Croquetas», línea «Bechamel» › «Leche»: Falta la densidad para convertir l a g." */
function issueText(dish: string, issue: LineIssue): string {
  const where = issue.path.join(' › ');
  const reason = issue.reason.endsWith('.') ? issue.reason : `${issue.reason}.`;
  return `«${dish}», línea ${where}: ${reason}`;
}

/**
 * An exploder over one graph (the one the cost engine reads). Each recipe's batch is exploded
 * once however many dishes or demands use it (memoised by id), so a month of sales of 80 dishes
 * sharing elaboraciones walks each elaboración once.
 */
export function createRecipeExploder(graph: RecipeGraph): RecipeExploder {
  const batches = new Map<number, BatchUse>();
  const products = new Map<number, PreparedProduct | null>();
  const inProgress = new Set<number>();
  let cycleHits = 0;

  function preparedProduct(productId: number): PreparedProduct | null {
    let prepared = products.get(productId);
    if (prepared === undefined) {
      const facts = graph.products.get(productId);
      prepared = null;
      if (facts) {
        try {
          prepared = prepareProduct(facts);
        } catch {
          // A merma outside 0–99,99 % (refused on save): the line is said, not thrown.
          prepared = null;
        }
      }
      products.set(productId, prepared);
    }
    return prepared;
  }

  function lineLabel(line: RecipeLineInput, position: number): string {
    const productId = line.ingredientInstanceId ?? null;
    const subId = line.subRecipeId ?? null;
    const name =
      productId !== null
        ? graph.products.get(productId)?.name
        : subId !== null
          ? graph.recipes.get(subId)?.name
          : undefined;
    return name === undefined ? String(position) : `«${name}»`;
  }

  function batchOf(recipeId: number): BatchUse | null {
    const known = batches.get(recipeId);
    if (known) return known;
    const recipe = graph.recipes.get(recipeId);
    if (!recipe) return null;
    const hitsBefore = cycleHits;
    inProgress.add(recipeId);
    const use: BatchUse = { quantities: new Map(), elaboraciones: new Map(), issues: [] };
    try {
      recipe.lines.forEach((line, index) => {
        explodeLine(use, line, lineLabel(line, index + 1));
      });
    } finally {
      inProgress.delete(recipeId);
    }
    // A walk that met a cycle depends on where it started: not kept (cycles are refused on save).
    if (cycleHits === hitsBefore) batches.set(recipeId, use);
    return use;
  }

  function explodeLine(use: BatchUse, line: RecipeLineInput, label: string): void {
    const issue = (reason: string) => use.issues.push({ path: [label], reason });
    const quantity = dec(line.quantity);
    if (!quantity.isFinite() || quantity.isNegative()) {
      issue('La cantidad no puede ser negativa.');
      return;
    }
    const productId = line.ingredientInstanceId ?? null;
    const subId = line.subRecipeId ?? null;
    if ((productId === null) === (subId === null)) {
      issue(LINE_WARNINGS.noReference);
      return;
    }
    if (productId !== null) {
      const product = preparedProduct(productId);
      if (!product) {
        issue(LINE_WARNINGS.unknownProduct);
        return;
      }
      const inBase = convertQuantity(quantity, line.unit, product.facts.baseUnit, product.facts);
      if (!inBase.ok) {
        issue(inBase.reason);
        return;
      }
      const gross = inBase.value.dividedBy(lineRatio(product, line.unit));
      const known = use.quantities.get(productId);
      use.quantities.set(productId, known === undefined ? gross : known.plus(gross));
      return;
    }
    explodeSubRecipeLine(use, subId as number, quantity, line.unit, label);
  }

  function explodeSubRecipeLine(
    use: BatchUse,
    subId: number,
    quantity: Decimal,
    unit: UnitCode,
    label: string,
  ): void {
    const issue = (reason: string) => use.issues.push({ path: [label], reason });
    const sub = graph.recipes.get(subId);
    if (!sub) {
      issue(LINE_WARNINGS.unknownSubRecipe);
      return;
    }
    if (inProgress.has(subId)) {
      cycleHits += 1;
      issue(LINE_WARNINGS.cycle(sub.name));
      return;
    }
    const yieldQuantity = sub.yieldQuantity === null ? null : dec(sub.yieldQuantity);
    if (
      yieldQuantity === null ||
      !yieldQuantity.isFinite() ||
      !yieldQuantity.greaterThan(0) ||
      sub.yieldUnit === null
    ) {
      issue(LINE_WARNINGS.noYield(sub.name));
      return;
    }
    if (UNITS[unit].kind !== UNITS[sub.yieldUnit].kind) {
      issue(LINE_WARNINGS.yieldUnitMismatch(unit, sub.name, sub.yieldUnit));
      return;
    }
    const inYield = convertQuantity(quantity, unit, sub.yieldUnit);
    if (!inYield.ok) throw new Error('same-kind conversion cannot fail');
    const below = batchOf(subId) as BatchUse;
    const share = inYield.value.dividedBy(yieldQuantity);
    addScaled(use.quantities, below.quantities, share);
    addScaled(use.elaboraciones, new Map([[subId, inYield.value]]), dec(1));
    addScaled(use.elaboraciones, below.elaboraciones, share);
    for (const inner of below.issues) {
      use.issues.push({ path: [label, ...inner.path], reason: inner.reason });
    }
  }

  function perServing(recipeId: number): Explosion {
    const recipe = graph.recipes.get(recipeId);
    if (!recipe) {
      return {
        quantities: new Map(),
        elaboraciones: new Map(),
        warnings: [`La receta ${recipeId} no existe.`],
      };
    }
    if (!Number.isInteger(recipe.servings) || recipe.servings < 1) {
      return {
        quantities: new Map(),
        elaboraciones: new Map(),
        warnings: [`«${recipe.name}»: las raciones deben ser un número entero mayor que 0.`],
      };
    }
    const batch = batchOf(recipeId) as BatchUse;
    const quantities = new Map<number, Decimal>();
    const perServingFactor = dec(1).dividedBy(recipe.servings);
    addScaled(quantities, batch.quantities, perServingFactor);
    const elaboraciones = new Map<number, Decimal>();
    addScaled(elaboraciones, batch.elaboraciones, perServingFactor);
    const warnings = batch.issues.map((issue) => issueText(recipe.name, issue));
    if (recipe.lines.length === 0) warnings.push(`«${recipe.name}» no tiene ingredientes.`);
    return { quantities, elaboraciones, warnings };
  }

  const servingMemo = new Map<number, Explosion>();
  function servingOf(recipeId: number): Explosion {
    let known = servingMemo.get(recipeId);
    if (!known) {
      known = perServing(recipeId);
      servingMemo.set(recipeId, known);
    }
    return known;
  }

  function explode(demands: readonly ExplosionDemand[]): Explosion {
    const quantities = new Map<number, Decimal>();
    const elaboraciones = new Map<number, Decimal>();
    const warnings = new Set<string>();
    // One multiplication per product of each distinct recipe, however many demands name it.
    const servings = new Map<number, Decimal>();
    for (const demand of demands) {
      servings.set(
        demand.recipeId,
        (servings.get(demand.recipeId) ?? ZERO).plus(dec(demand.servings)),
      );
    }
    for (const [recipeId, count] of servings) {
      const serving = servingOf(recipeId);
      for (const warning of serving.warnings) warnings.add(warning);
      if (count.isZero()) continue;
      addScaled(quantities, serving.quantities, count);
      addScaled(elaboraciones, serving.elaboraciones, count);
    }
    return { quantities, elaboraciones, warnings: [...warnings] };
  }

  return {
    perServing: (recipeId) => {
      const serving = servingOf(recipeId);
      return {
        quantities: new Map(serving.quantities),
        elaboraciones: new Map(serving.elaboraciones),
        warnings: [...serving.warnings],
      };
    },
    perServingQuantity: (recipeId, productId) => servingOf(recipeId).quantities.get(productId),
    explode,
  };
}

/** The gross use of `demands` against `graph`; see {@link createRecipeExploder}. */
export function explodeRecipes(graph: RecipeGraph, demands: readonly ExplosionDemand[]): Explosion {
  return createRecipeExploder(graph).explode(demands);
}

// ---------- a menu sold as one item ----------

export interface ExplosionMenu {
  name: string;
  sections: readonly {
    name: string;
    choice: SectionChoice;
    items: readonly {
      recipeId: number;
      /** Servings of the dish per cover. */
      servingsPerCover: DecimalInput;
      /** % of the guests choosing it in a `one` section; null in every item: equal shares. */
      expectedSharePct: DecimalInput | null;
    }[];
  }[];
}

/** The shares of a `one` section: the given ones when each item has one and they add up to 100. */
function sharesOf(items: ExplosionMenu['sections'][number]['items']): Decimal[] | null {
  const given = items.map((item) => item.expectedSharePct);
  if (given.every((share) => share === null)) return null;
  if (given.some((share) => share === null)) return null;
  const shares = given.map((share) => dec(share ?? 0));
  const total = shares.reduce((sum, share) => sum.plus(share), ZERO);
  return total.equals(HUNDRED) && shares.every((share) => !share.isNegative()) ? shares : null;
}

/**
 * A menu sold as one item (a menú del día) as servings of its dishes (DOMAIN.md §8 and §11):
 * `covers` × servings per cover × the expected share in a section where each guest picks one
 * (equal shares when none are given), × 100 % in a section where everything is served. A section
 * whose shares no longer add up to 100 (a dish deleted since) is read with equal shares, as the
 * menu's own figures read it, and said.
 */
export function menuDemands(
  menu: ExplosionMenu,
  covers: DecimalInput,
): { demands: ExplosionDemand[]; warnings: string[] } {
  const count = dec(covers);
  const demands: ExplosionDemand[] = [];
  const warnings: string[] = [];
  for (const section of menu.sections) {
    if (section.items.length === 0) continue;
    let shares: Decimal[] | null = null;
    if (section.choice === 'one') {
      shares = sharesOf(section.items);
      const anyGiven = section.items.some((item) => item.expectedSharePct !== null);
      if (shares === null && anyGiven) {
        warnings.push(
          `«${menu.name}»: los porcentajes de «${section.name}» no suman 100 %; se reparten por igual.`,
        );
      }
      shares ??= section.items.map(() => HUNDRED.dividedBy(section.items.length));
    }
    section.items.forEach((item, index) => {
      const share = shares === null ? dec(1) : (shares[index] ?? ZERO).dividedBy(HUNDRED);
      demands.push({
        recipeId: item.recipeId,
        servings: count.times(dec(item.servingsPerCover)).times(share),
      });
    });
  }
  return { demands, warnings };
}
