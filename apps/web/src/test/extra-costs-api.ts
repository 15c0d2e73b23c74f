import type {
  ExtraCostDefinition,
  ExtraCostHistoryEntry,
  RecipeExtraCost,
} from '@costeo/domain/contracts/extra-costs';
import { dec } from '@costeo/domain/decimal';
import type { ExtraCostType } from '@costeo/domain/recipe-graph';
import type { FakeReply, FakeRequest } from './fake-api.ts';
import { createRecipesApi, type StoredRecipe } from './recipes-api.ts';

export const EXTRA_COST_URLS = {
  definitions: '/api/extra-cost-definitions/',
  definition: (id: number) => `/api/extra-cost-definitions/${id}/`,
  attached: '/api/recipe-extra-costs/',
  attachedOne: (id: number) => `/api/recipe-extra-costs/${id}/`,
  history: '/api/extra-cost-history/',
} as const;

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

interface ExtraCostsApiOptions {
  definitions?: Omit<ExtraCostDefinition, 'recipes_count'>[];
  recipes?: StoredRecipe[];
  attached?: Omit<Attached, 'id' | 'notes'>[];
  /** Recipe names for the in-use refusal (any recipe id not among `recipes`). */
  recipeNames?: Record<number, string>;
}

function param(request: FakeRequest, name: string): string | undefined {
  const params = request.config.params as Record<string, unknown> | undefined;
  const value = params?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function idOf(url: string): number {
  return Number(/\/(\d+)\/$/.exec(url)?.[1]);
}

function page<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}

const notFound: FakeReply = { status: 404, data: { detail: 'No encontrado.' } };

/**
 * The extra-costs endpoints (SPEC.md §7) over the recipes fake: attaching a definition changes the
 * recipe's figures (the same engine), writes history, and counts toward recipes_count.
 */
export function createExtraCostsApi(options: ExtraCostsApiOptions = {}) {
  const recipes = createRecipesApi({ recipes: options.recipes ?? [] });
  const { api } = recipes;
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

  /** Tells the recipes fake which extra costs each recipe carries. */
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

  api.on('GET', EXTRA_COST_URLS.definitions, (request) => {
    const search = (param(request, 'search') ?? '').toLowerCase();
    const active = param(request, 'is_active');
    const available = param(request, 'available_for_recipe');
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
    return { status: 200, data: page(items.map(answerDefinition)) };
  });
  api.on('POST', EXTRA_COST_URLS.definitions, (request) => {
    const body = request.body as Omit<ExtraCostDefinition, 'id' | 'recipes_count'>;
    const created = {
      ...definition(state.nextId++, body.name, body.cost_type, body.amount),
      description: body.description,
      is_active: body.is_active,
    };
    state.definitions.push(created);
    return { status: 201, data: answerDefinition(created) };
  });
  const definitionPath = /^\/api\/extra-cost-definitions\/\d+\/$/;
  api.on('PATCH', definitionPath, (request) => {
    const item = state.definitions.find((candidate) => candidate.id === idOf(request.url));
    if (!item) return notFound;
    const { apply_to_recipes: apply, ...changes } = request.body as Partial<ExtraCostDefinition> & {
      apply_to_recipes?: boolean;
    };
    Object.assign(item, changes);
    if (apply) {
      for (const row of state.attached.filter((candidate) => candidate.definition === item.id)) {
        if (row.amount !== item.amount) writeHistory(row, 'update', row.amount, item.amount);
        row.amount = item.amount;
      }
    }
    syncRecipes();
    return { status: 200, data: answerDefinition(item) };
  });
  api.on('DELETE', definitionPath, (request): FakeReply => {
    const id = idOf(request.url);
    const users = state.attached.filter((row) => row.definition === id);
    if (users.length > 0 && param(request, 'force') !== 'true') {
      return {
        status: 400,
        data: {
          detail: 'Este coste extra se usa en recetas.',
          recipes: users.map((row) => ({ id: row.recipe, name: recipeName(row.recipe) })),
        },
      };
    }
    for (const row of users) writeHistory(row, 'delete', row.amount, null);
    state.attached = state.attached.filter((row) => row.definition !== id);
    state.definitions = state.definitions.filter((item) => item.id !== id);
    syncRecipes();
    return { status: 204 };
  });

  api.on('GET', EXTRA_COST_URLS.attached, (request) => {
    const recipe = Number(param(request, 'recipe'));
    return {
      status: 200,
      data: page(state.attached.filter((row) => row.recipe === recipe).map(answerAttached)),
    };
  });
  api.on('POST', EXTRA_COST_URLS.attached, (request): FakeReply => {
    const body = request.body as { recipe: number; definition: number; amount: string | null };
    const def = state.definitions.find((item) => item.id === body.definition);
    if (!def) return notFound;
    if (state.attached.some((row) => row.recipe === body.recipe && row.definition === def.id)) {
      return {
        status: 400,
        data: { definition: ['Este coste extra ya está en la receta.'] },
      };
    }
    const row: Attached = {
      id: state.nextId++,
      recipe: body.recipe,
      definition: def.id,
      amount: body.amount ?? def.amount,
      notes: '',
    };
    state.attached.push(row);
    writeHistory(row, 'create', null, row.amount);
    syncRecipes();
    return { status: 201, data: answerAttached(row) };
  });
  const attachedPath = /^\/api\/recipe-extra-costs\/\d+\/$/;
  api.on('PATCH', attachedPath, (request) => {
    const row = state.attached.find((candidate) => candidate.id === idOf(request.url));
    if (!row) return notFound;
    const { amount } = request.body as { amount?: string };
    if (amount !== undefined && amount !== row.amount) {
      writeHistory(row, 'update', row.amount, amount);
      row.amount = amount;
    }
    syncRecipes();
    return { status: 200, data: answerAttached(row) };
  });
  api.on('DELETE', attachedPath, (request): FakeReply => {
    const row = state.attached.find((candidate) => candidate.id === idOf(request.url));
    if (!row) return notFound;
    writeHistory(row, 'delete', row.amount, null);
    state.attached = state.attached.filter((candidate) => candidate !== row);
    syncRecipes();
    return { status: 204 };
  });
  api.on('GET', EXTRA_COST_URLS.history, (request) => {
    const recipe = Number(param(request, 'recipe'));
    return { status: 200, data: page(state.history.filter((row) => row.recipe === recipe)) };
  });

  return { ...recipes, extraCostsState: state };
}

export type ExtraCostsApi = ReturnType<typeof createExtraCostsApi>;
