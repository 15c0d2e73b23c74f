import { useMemo } from 'react';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import type { Recipe, RecipeListItem } from '@costeo/domain/contracts/recipes';
import { costRecipe } from '@costeo/domain/cost-engine';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import { DEFAULT_COST_SETTINGS } from '@costeo/domain/recipe-graph';
import { useCostAnalysis } from '../../../api/recipes/get-cost-analysis.ts';
import { useRecipeProducts } from '../../../api/recipes/get-recipe-product.ts';
import { useSubrecipes } from '../../../api/recipes/list-recipes.ts';
import { buildLiveGraph, extraCostInputs, recipeInputFromDraft } from '../lib/live-graph.ts';
import type { RecipeDraft } from '../lib/recipe-draft.ts';

/**
 * The profile's defaults, as far as the saved recipe tells them: a recipe without its own VAT or
 * target reports the profile's as the effective one; otherwise DOMAIN.md §2's 10 % and 30 %.
 */
export function profileDefaults(
  recipe: Pick<
    Recipe,
    | 'sale_vat_pct'
    | 'effective_sale_vat_pct'
    | 'target_food_cost_pct'
    | 'effective_target_food_cost_pct'
  >,
) {
  return {
    saleVatPct:
      recipe.sale_vat_pct === null
        ? recipe.effective_sale_vat_pct
        : String(DEFAULT_COST_SETTINGS.saleVatPct),
    targetFoodCostPct:
      recipe.target_food_cost_pct === null
        ? recipe.effective_target_food_cost_pct
        : String(DEFAULT_COST_SETTINGS.targetFoodCostPct),
  };
}

export interface LiveCost {
  /** The engine's breakdown of the draft; null until the facts it needs are loaded. */
  cost: RecipeCost | null;
  /** Products of the lines, by id (units, allergens). */
  products: Map<number, IngredientInstance>;
  /** Elaboraciones the recipe may use (itself excluded). */
  subrecipes: RecipeListItem[];
  isLoading: boolean;
  isError: boolean;
}

/**
 * The draft's cost as the cook types, from the same engine the API uses (packages/domain). The
 * profile's defaults are the ones the saved recipe reports (its VAT and effective target).
 */
export function useLiveCost(recipe: Recipe, draft: RecipeDraft): LiveCost {
  const productIds = useMemo(
    () => [
      ...new Set(
        draft.lines.flatMap((line) =>
          line.ingredientInstance === null ? [] : [line.ingredientInstance],
        ),
      ),
    ],
    [draft.lines],
  );
  const productQuery = useRecipeProducts(productIds);
  const subrecipeQuery = useSubrecipes();
  const analysis = useCostAnalysis(recipe.id);
  const extras = analysis.data?.extra_costs;
  const allSubrecipes = subrecipeQuery.data?.results;

  const products = useMemo(
    () => new Map(productQuery.products.map((product) => [product.id, product])),
    [productQuery.products],
  );
  const subrecipes = useMemo(
    () => (allSubrecipes ?? []).filter((item) => item.id !== recipe.id),
    [allSubrecipes, recipe.id],
  );
  const defaults = useMemo(() => profileDefaults(recipe), [recipe]);
  const needsSubrecipes = draft.lines.some((line) => line.subRecipe !== null);
  const isLoading =
    productQuery.isPending ||
    (needsSubrecipes && subrecipeQuery.isPending) ||
    (analysis.isPending && !analysis.isError);

  const cost = useMemo(() => {
    if (isLoading) return null;
    const graph = buildLiveGraph([...products.values()], subrecipes, defaults);
    const input = recipeInputFromDraft(
      recipe.id,
      draft,
      recipe.servings,
      extraCostInputs(extras ?? []),
    );
    try {
      return costRecipe(graph, input);
    } catch {
      // A value the engine refuses (a negative quantity): the field shows its own error.
      return null;
    }
  }, [isLoading, products, subrecipes, defaults, recipe.id, recipe.servings, draft, extras]);

  return {
    cost,
    products,
    subrecipes,
    isLoading,
    isError: productQuery.isError || subrecipeQuery.isError,
  };
}
