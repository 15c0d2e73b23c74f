import type { AllergenCode } from './allergens.ts';
import type { DecimalInput } from './decimal.ts';
import type { BaseUnit, UnitCode } from './units.ts';

/**
 * What the cost engine needs to know about an ingredient product (DOMAIN.md §1), as the API
 * stores it: the cost per base unit is derived on every save of the product (computeUnitCosts).
 */
export interface ProductFacts {
  id: number;
  /** Display name of the product ("Cebolla (Hortalizas Pepe)"). */
  name: string;
  baseUnit: BaseUnit;
  /** € per base unit (g, ml or ud), ex-VAT, before merma; null when the product has no price. */
  unitCost: DecimalInput | null;
  /** Merma (%): the line's gross quantity is net / (1 − merma/100). */
  wastePct: DecimalInput;
  density?: DecimalInput | null;
  unitWeight?: DecimalInput | null;
  /** Definition's allergens plus the product's own (a supplier's chocolate with soja). */
  allergens: readonly AllergenCode[];
}

/** One line of a recipe: a product XOR a sub-recipe (elaboración), a net quantity and a unit. */
export interface RecipeLineInput {
  /** Stored line id, when there is one (a draft line in the editor has none). */
  id?: number | null;
  ingredientInstanceId?: number | null;
  subRecipeId?: number | null;
  /** Net (cleaned) quantity, in `unit`. */
  quantity: DecimalInput;
  unit: UnitCode;
}

export const EXTRA_COST_TYPES = ['fixed', 'per_serving', 'percentage'] as const;
export type ExtraCostType = (typeof EXTRA_COST_TYPES)[number];

/** An extra cost attached to a recipe (DOMAIN.md §2): € per batch, € per serving or % of ingredients. */
export interface ExtraCostInput {
  id?: number | null;
  name: string;
  costType: ExtraCostType;
  amount: DecimalInput;
}

/** A recipe (escandallo) as the engine reads it, stored or still a draft in the editor. */
export interface RecipeInput {
  /** Null for a recipe not saved yet (the editor's live preview of a new recipe). */
  id: number | null;
  name: string;
  /** Raciones of one batch, an integer ≥ 1. */
  servings: number;
  /** PVP per serving, VAT included; null when the recipe has no sale price (elaboraciones). */
  salePrice: DecimalInput | null;
  /** Sale VAT (%); null = the profile's default. */
  saleVatPct: DecimalInput | null;
  /** Target food cost (%); null = the profile's default. */
  targetFoodCostPct: DecimalInput | null;
  isSubrecipe: boolean;
  /** What one batch yields (2 l, 12 ud), when the recipe is an elaboración used by others. */
  yieldQuantity: DecimalInput | null;
  yieldUnit: UnitCode | null;
  lines: readonly RecipeLineInput[];
  extraCosts: readonly ExtraCostInput[];
}

/** The business's defaults (DOMAIN.md §2), editable in the profile. */
export interface CostDefaults {
  saleVatPct: DecimalInput;
  targetFoodCostPct: DecimalInput;
}

/** Sale VAT 10 % (LIVA art. 91.Uno.2.2º), target food cost 30 %. */
export const DEFAULT_COST_SETTINGS: CostDefaults = { saleVatPct: '10', targetFoodCostPct: '30' };

/**
 * Everything a cost can depend on: the products and the other recipes (sub-recipes) the lines
 * name, and the profile defaults. The API loads it in a fixed number of queries; the web builds it
 * from what the editor already has.
 */
export interface RecipeGraph {
  products: ReadonlyMap<number, ProductFacts>;
  recipes: ReadonlyMap<number, RecipeInput>;
  defaults: CostDefaults;
}

/** The 400 the API answers when a recipe would contain itself, naming the recipes in order. */
export function cycleErrorMessage(names: readonly string[]): string {
  return `La receta no puede contenerse a sí misma: ${names.join(' → ')}.`;
}

/**
 * Whether saving `proposedLines` as the lines of `recipeId` would make a recipe contain itself,
 * directly (A → A) or through other sub-recipes (A → B → C → A). Returns the names along the cycle,
 * first and last being the recipe itself (`['A', 'B', 'A']`), or null. A sub-recipe shared by two
 * branches is not a cycle. Each recipe is walked once: linear in the size of the graph.
 */
/** What cycle detection reads: names and sub-recipe edges only (no prices, no quantities). */
export interface RecipeEdges {
  recipes: ReadonlyMap<
    number,
    { name: string; lines: readonly { subRecipeId?: number | null | undefined }[] }
  >;
}

export function findCycle(
  graph: RecipeEdges,
  recipeId: number,
  proposedLines: readonly { subRecipeId?: number | null | undefined }[],
  recipeName?: string,
): string[] | null {
  const ownName = recipeName ?? graph.recipes.get(recipeId)?.name ?? `#${recipeId}`;
  /** Recipes known not to lead back to `recipeId`. */
  const cleared = new Set<number>();
  const path: number[] = [];

  const linesOf = (id: number): readonly { subRecipeId?: number | null | undefined }[] =>
    id === recipeId ? proposedLines : (graph.recipes.get(id)?.lines ?? []);

  const reachesRecipe = (id: number): boolean => {
    for (const line of linesOf(id)) {
      const next = line.subRecipeId;
      if (next === null || next === undefined) continue;
      if (next === recipeId) return true;
      if (cleared.has(next) || path.includes(next)) continue;
      path.push(next);
      if (reachesRecipe(next)) return true;
      path.pop();
      cleared.add(next);
    }
    return false;
  };

  if (!reachesRecipe(recipeId)) return null;
  const names = path.map((id) => graph.recipes.get(id)?.name ?? `#${id}`);
  return [ownName, ...names, ownName];
}
