import type {
  ExtraCostDefinition,
  ExtraCostHistoryEntry,
  RecipeExtraCost,
} from '@costeo/domain/contracts/extra-costs';
import { dec, toMoney } from '@costeo/domain/decimal';
import { computeExtraCost } from '@costeo/domain/recipe-margins';
import type { RecipeCostBasis } from '../costing/costing.service.ts';
import type { DefinitionView, HistoryRow, RecipeExtraCostView } from './extra-costs.repository.ts';

export function toDefinition(row: DefinitionView): ExtraCostDefinition {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cost_type: row.costType,
    amount: row.amount,
    is_active: row.isActive,
    recipes_count: row.recipesCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The cost is the engine's (computeExtraCost, DOMAIN.md §2) on the recipe's stored exact
 * ingredients cost and servings, which are what the engine computes for the recipe (decision 010).
 */
export function toRecipeExtraCost(
  row: RecipeExtraCostView,
  basis: RecipeCostBasis | undefined,
): RecipeExtraCost {
  const cost = basis
    ? computeExtraCost(row.costType, row.amount, basis.servings, dec(basis.ingredientsCost))
    : dec(0);
  return {
    id: row.id,
    recipe: row.recipeId,
    definition: row.definitionId,
    definition_name: row.definitionName,
    cost_type: row.costType,
    amount: row.amount,
    notes: row.notes,
    cost: toMoney(cost),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toHistoryEntry(row: HistoryRow): ExtraCostHistoryEntry {
  return {
    id: row.id,
    recipe: row.recipeId,
    definition: row.definitionId,
    definition_name: row.definitionName,
    action: row.action,
    old_amount: row.oldAmount,
    new_amount: row.newAmount,
    user: row.userId,
    username: row.username,
    created_at: row.createdAt.toISOString(),
  };
}
