import type { DefinitionListParams } from './list-extra-cost-definitions.ts';

/**
 * TanStack Query keys of the extra-costs feature. Any change to a definition or to a recipe's
 * extra cost invalidates `all`: the counts, the available list and the history move together.
 */
export const extraCostKeys = {
  all: ['extra-costs'] as const,
  definitions: () => [...extraCostKeys.all, 'definitions'] as const,
  definitionList: (params: DefinitionListParams) =>
    [...extraCostKeys.definitions(), 'list', params] as const,
  recipe: (recipeId: number) => [...extraCostKeys.all, 'recipe', recipeId] as const,
  recipeHistory: (recipeId: number) => [...extraCostKeys.recipe(recipeId), 'history'] as const,
};
