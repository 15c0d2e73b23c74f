import {
  extraCostDefinitionInUseErrorSchema,
  extraCostDefinitionListSchema,
  extraCostDefinitionPatchSchema,
  extraCostDefinitionRequestSchema,
  extraCostDefinitionSchema,
  extraCostHistoryListSchema,
  recipeExtraCostListSchema,
  recipeExtraCostPatchSchema,
  recipeExtraCostRequestSchema,
  recipeExtraCostSchema,
  type ExtraCostDefinition,
  type ExtraCostHistoryEntry,
  type RecipeExtraCost,
} from '@costeo/domain/contracts/extra-costs';
import { dec } from '@costeo/domain/decimal';
import type { ExtraCostType } from '@costeo/domain/recipe-graph';
import { http } from 'msw';
import {
  EXTRA_COST_DEFINITIONS_URL,
  EXTRA_COST_HISTORY_URL,
  RECIPE_EXTRA_COSTS_URL,
} from '../../api/urls.ts';
import { server } from '../server.ts';
import {
  answer,
  answerError,
  idOf,
  noContent,
  notFound,
  page,
  queryParam,
  sentBodyOf,
} from './respond.ts';
import { serveRecipes, type StoredRecipe } from './recipes.ts';

const DATE = '2026-03-15T12:00:00Z';

/** A definition as the API answers it (recipes_count is worked out from what is attached). */
export function definition(
  id: number,
  name: string,
  costType: ExtraCostType,
  amount: string,
  overrides: Partial<ExtraCostDefinition> = {},
): Omit<ExtraCostDefinition, 'recipes_count'> {
  return {
    id,
    name,
    description: '',
    cost_type: costType,
    amount,
    is_active: true,
    created_at: DATE,
    updated_at: DATE,
    ...overrides,
  };
}

/** The three examples. */
export const MANO_DE_OBRA = definition(1, 'Mano de obra', 'fixed', '4.00');
export const ENVASE = definition(2, 'Envase para llevar', 'per_serving', '0.35');
export const ENERGIA = definition(3, 'Energía', 'percentage', '3.00');

interface Attached {
  id: number;
  recipe: number;
  definition: number;
  amount: string;
  notes: string;
}

interface ExtraCostsOptions {
  definitions?: Omit<ExtraCostDefinition, 'recipes_count'>[];
  recipes?: StoredRecipe[];
  attached?: Omit<Attached, 'id' | 'notes'>[];
  /** Recipe names for the in-use refusal (any recipe id not among `recipes`). */
  recipeNames?: Record<number, string>;
}

/**
 * The extra-costs endpoints (SPEC.md §7) over the recipes' store (serveRecipes): attaching a
 * definition changes the recipe's figures (the same engine), writes history, and counts toward
 * recipes_count.
 */
export function serveExtraCosts(options: ExtraCostsOptions = {}) {
  const recipes = serveRecipes({ recipes: options.recipes ?? [] });
  const state = {
    definitions: (options.definitions ?? [MANO_DE_OBRA, ENVASE, ENERGIA]).map((item) => ({
      ...item,
    })),
    attached: (options.attached ?? []).map((item, index) => ({
      ...item,
      id: 900 + index,
      notes: '',
    })) as Attached[],
    history: [] as ExtraCostHistoryEntry[],
    nextId: 50,
  };

  const recipeName = (id: number) =>
    recipes.recipesState.recipes.find((recipe) => recipe.id === id)?.data.name ??
    options.recipeNames?.[id] ??
    `Receta ${id}`;

  /** Tells the recipes' store which extra costs each recipe carries. */
  const syncRecipes = () => {
    const byRecipe: Record<
      number,
      { id: number; name: string; costType: ExtraCostType; amount: string }[]
    > = {};
    for (const item of state.attached) {
      const def = state.definitions.find((candidate) => candidate.id === item.definition);
      if (!def) continue;
      (byRecipe[item.recipe] ??= []).push({
        id: item.id,
        name: def.name,
        costType: def.cost_type,
        amount: item.amount,
      });
    }
    recipes.recipesState.extraCosts = byRecipe;
  };
  syncRecipes();

  const answerDefinition = (item: (typeof state.definitions)[number]): ExtraCostDefinition => ({
    ...item,
    recipes_count: state.attached.filter((row) => row.definition === item.id).length,
  });

  const answerAttached = (row: Attached): RecipeExtraCost => {
    const def = state.definitions.find((candidate) => candidate.id === row.definition);
    const stored = recipes.recipesState.recipes.find((recipe) => recipe.id === row.recipe);
    const type = def?.cost_type ?? 'fixed';
    let cost = dec(row.amount);
    if (stored && type === 'per_serving') cost = cost.times(stored.data.servings);
    if (stored && type === 'percentage') {
      cost = dec(recipes.answer(stored).ingredients_cost).times(row.amount).dividedBy(100);
    }
    return {
      id: row.id,
      recipe: row.recipe,
      definition: row.definition,
      definition_name: def?.name ?? '',
      cost_type: type,
      amount: row.amount,
      notes: row.notes,
      cost: cost.toFixed(2),
      created_at: DATE,
      updated_at: DATE,
    };
  };

  const writeHistory = (
    row: Attached,
    action: ExtraCostHistoryEntry['action'],
    oldAmount: string | null,
    newAmount: string | null,
  ) => {
    const def = state.definitions.find((candidate) => candidate.id === row.definition);
    state.history.unshift({
      id: state.history.length + 1,
      recipe: row.recipe,
      definition: row.definition,
      definition_name: def?.name ?? '',
      action,
      old_amount: oldAmount,
      new_amount: newAmount,
      user: 1,
      username: 'cocinera',
      created_at: DATE,
    });
  };

  const definitionPath = `${EXTRA_COST_DEFINITIONS_URL}:id(\\d+)/`;
  const attachedPath = `${RECIPE_EXTRA_COSTS_URL}:id(\\d+)/`;

  server.use(
    http.get(EXTRA_COST_DEFINITIONS_URL, ({ request }) => {
      const search = (queryParam(request, 'search') ?? '').toLowerCase();
      const active = queryParam(request, 'is_active');
      const available = queryParam(request, 'available_for_recipe');
      const items = state.definitions.filter(
        (item) =>
          item.name.toLowerCase().includes(search) &&
          (active === undefined || String(item.is_active) === active) &&
          (available === undefined ||
            (item.is_active &&
              !state.attached.some(
                (row) => row.recipe === Number(available) && row.definition === item.id,
              ))),
      );
      return answer(extraCostDefinitionListSchema, page(items.map(answerDefinition)));
    }),
    http.post(EXTRA_COST_DEFINITIONS_URL, async ({ request }) => {
      const body = await sentBodyOf(request, extraCostDefinitionRequestSchema);
      const created = {
        ...definition(state.nextId++, body.name, body.cost_type, String(body.amount)),
        description: body.description ?? '',
        is_active: body.is_active ?? true,
      };
      state.definitions.push(created);
      return answer(extraCostDefinitionSchema, answerDefinition(created), 201);
    }),
    http.patch(definitionPath, async ({ request, params }) => {
      const item = state.definitions.find((candidate) => candidate.id === idOf(params));
      if (!item) return notFound();
      const { apply_to_recipes: apply, ...changes } = await sentBodyOf(
        request,
        extraCostDefinitionPatchSchema,
      );
      Object.assign(item, changes);
      if (apply) {
        for (const row of state.attached.filter((candidate) => candidate.definition === item.id)) {
          if (row.amount !== item.amount) writeHistory(row, 'update', row.amount, item.amount);
          row.amount = item.amount;
        }
      }
      syncRecipes();
      return answer(extraCostDefinitionSchema, answerDefinition(item));
    }),
    http.delete(definitionPath, ({ request, params }) => {
      const id = idOf(params);
      const users = state.attached.filter((row) => row.definition === id);
      if (users.length > 0 && queryParam(request, 'force') !== 'true') {
        return answer(
          extraCostDefinitionInUseErrorSchema,
          {
            detail: 'Este coste extra se usa en recetas.',
            recipes: users.map((row) => ({ id: row.recipe, name: recipeName(row.recipe) })),
          },
          400,
        );
      }
      for (const row of users) writeHistory(row, 'delete', row.amount, null);
      state.attached = state.attached.filter((row) => row.definition !== id);
      state.definitions = state.definitions.filter((item) => item.id !== id);
      syncRecipes();
      return noContent();
    }),
    http.get(RECIPE_EXTRA_COSTS_URL, ({ request }) => {
      const recipe = Number(queryParam(request, 'recipe'));
      return answer(
        recipeExtraCostListSchema,
        page(state.attached.filter((row) => row.recipe === recipe).map(answerAttached)),
      );
    }),
    http.post(RECIPE_EXTRA_COSTS_URL, async ({ request }) => {
      const body = await sentBodyOf(request, recipeExtraCostRequestSchema);
      const def = state.definitions.find((item) => item.id === body.definition);
      if (!def) return notFound();
      if (state.attached.some((row) => row.recipe === body.recipe && row.definition === def.id)) {
        return answerError(400, { definition: ['Este coste extra ya está en la receta.'] });
      }
      const row: Attached = {
        id: state.nextId++,
        recipe: body.recipe,
        definition: def.id,
        amount: body.amount == null ? def.amount : String(body.amount),
        notes: '',
      };
      state.attached.push(row);
      writeHistory(row, 'create', null, row.amount);
      syncRecipes();
      return answer(recipeExtraCostSchema, answerAttached(row), 201);
    }),
    http.patch(attachedPath, async ({ request, params }) => {
      const row = state.attached.find((candidate) => candidate.id === idOf(params));
      if (!row) return notFound();
      const sent = (await sentBodyOf(request, recipeExtraCostPatchSchema)).amount;
      const amount = sent === undefined ? undefined : String(sent);
      if (amount !== undefined && amount !== row.amount) {
        writeHistory(row, 'update', row.amount, amount);
        row.amount = amount;
      }
      syncRecipes();
      return answer(recipeExtraCostSchema, answerAttached(row));
    }),
    http.delete(attachedPath, ({ params }) => {
      const row = state.attached.find((candidate) => candidate.id === idOf(params));
      if (!row) return notFound();
      writeHistory(row, 'delete', row.amount, null);
      state.attached = state.attached.filter((candidate) => candidate !== row);
      syncRecipes();
      return noContent();
    }),
    http.get(EXTRA_COST_HISTORY_URL, ({ request }) => {
      const recipe = Number(queryParam(request, 'recipe'));
      return answer(
        extraCostHistoryListSchema,
        page(state.history.filter((row) => row.recipe === recipe)),
      );
    }),
  );

  return { ...recipes, extraCostsState: state };
}

export type ServedExtraCosts = ReturnType<typeof serveExtraCosts>;
