import type Decimal from 'decimal.js';
import type { AllergenCode } from './allergens.ts';
import type { RecipeInput } from './recipe-graph.ts';
import type { ExtraCostBreakdown, RecipeStatus } from './recipe-margins.ts';
import type { UnitCode } from './units.ts';

/* What the cost engine (cost-engine.ts) answers: exact decimals, rounded only at the edge. */

/** The reasons a line is flagged (DOMAIN.md §2: no silent fallbacks), besides conversion ones. */
export const LINE_WARNINGS = {
  noReference: 'La línea debe llevar un ingrediente o una elaboración.',
  unknownProduct: 'El ingrediente no existe.',
  noPrice: 'El ingrediente no tiene precio.',
  zeroPrice: 'El ingrediente tiene precio de compra 0: la línea cuesta 0.',
  unknownSubRecipe: 'La elaboración no existe.',
  noYield: (name: string) => `La elaboración «${name}» no tiene rendimiento (cantidad y unidad).`,
  yieldUnitMismatch: (unit: UnitCode, name: string, yieldUnit: UnitCode) =>
    `La unidad ${unit} no se puede convertir a la unidad de rendimiento de «${name}» (${yieldUnit}).`,
  incompleteSubRecipe: (name: string) => `El coste de la elaboración «${name}» está incompleto.`,
  cycle: (name: string) => `La elaboración «${name}» contiene esta receta: referencia circular.`,
  costOutOfRange:
    'La línea costaría más de 1.000.000.000 €: revisa la cantidad, la unidad, el precio o el rendimiento de la elaboración.',
} as const;

/**
 * The most one line may cost (€). Each input has its contract bounds, but elaboraciones multiply:
 * 1 000 000 l of one that yields 0.001 ml is ×10¹² a level, and a few levels outgrow the engine's
 * 40 significant digits (invented digits, 10¹⁰⁵ €). A line past this is flagged and costs nothing
 * (DOMAIN.md §2: never silently), so every figure, however deep, stays small enough to be exact.
 * No kitchen line comes near it: 1 000 000 l at 1 €/ml is 10⁹ €.
 */
export const MAX_LINE_COST = 1_000_000_000;

/** Said when a recipe has no line: its cost of 0 is not a cost (DOMAIN.md §2). */
export const NO_LINES_WARNING = 'La receta no tiene ingredientes: su coste no está completo.';

export type LineKind = 'ingredient' | 'sub_recipe';

export interface LineBreakdown {
  /** 1-based, in the recipe's order. */
  position: number;
  lineId: number | null;
  kind: LineKind;
  /** The product or sub-recipe id the line names. */
  refId: number | null;
  /** Display name of the product or sub-recipe ("" when it does not exist). */
  name: string;
  unit: UnitCode;
  /** Net (cleaned) quantity, in `unit`, as the cook wrote it. */
  netQuantity: Decimal;
  /** Gross quantity to buy, in `unit`: net / R (a sub-recipe has no merma: gross = net). */
  grossQuantity: Decimal | null;
  /** € per `unit` of gross quantity, so that cost = gross × unit cost. */
  unitCost: Decimal | null;
  /** € for the batch; null when it cannot be known (the warning says why). */
  cost: Decimal | null;
  /** Share of the recipe's total cost (%). */
  costSharePct: Decimal | null;
  warning: string | null;
}

export interface RecipeCost {
  recipeId: number | null;
  name: string;
  /** Servings shown (the recipe's, or N in a scaled view). */
  servings: number;
  /** The recipe's own servings. */
  baseServings: number;
  /** servings / baseServings: 1 unless scaled. */
  scaleFactor: Decimal;
  lines: LineBreakdown[];
  extraCosts: ExtraCostBreakdown[];
  ingredientsCost: Decimal;
  extraCostsTotal: Decimal;
  totalCost: Decimal;
  costPerServing: Decimal;
  salePrice: Decimal | null;
  /** Effective figures: the recipe's own or the profile's. */
  saleVatPct: Decimal;
  targetFoodCostPct: Decimal;
  netSalePrice: Decimal | null;
  marginPerServing: Decimal | null;
  marginPct: Decimal | null;
  foodCostPct: Decimal | null;
  suggestedSalePrice: Decimal;
  yieldQuantity: Decimal | null;
  yieldUnit: UnitCode | null;
  /** € per yield unit (batch total cost incl. its extra costs / yield); null without a yield. */
  costPerYieldUnit: Decimal | null;
  costComplete: boolean;
  /** One per flagged line ("Leche: Falta la densidad para convertir ml a g"), then the recipe's. */
  warnings: string[];
  allergens: AllergenCode[];
  status: RecipeStatus;
}

export interface RecipeCoster {
  /** The cost of a stored recipe of the graph (memoised), or null when the graph lacks it. */
  costRecipeById(recipeId: number): RecipeCost | null;
  /** The cost of a recipe as given (an editor's draft, or a stored recipe with new lines). */
  costRecipe(recipe: RecipeInput): RecipeCost;
}

export interface CostOptions {
  /**
   * False to skip what only a screen of lines shows: gross quantities and shares of the total
   * (left null). For recomputing the stored figures of many recipes at once (a price change
   * reaching 1 000 recipes): about a third less work; totals, margins and warnings are the same.
   * A set gives the detail to the recipes it names only (the recipes a save wrote, whose answer
   * is read back at once; decision 023).
   */
  lineDetail?: boolean | ReadonlySet<number>;
  /**
   * Costs already known for some recipes, used as they are and never recomputed: the API passes
   * the stored figures of the sub-recipes a change does not reach, so costing a recipe reads only
   * its own lines, not those of every elaboración below it (docs/decisions/010).
   */
  known?: ReadonlyMap<number, RecipeCost>;
}
