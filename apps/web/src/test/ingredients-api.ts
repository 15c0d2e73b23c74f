import type {
  DefinitionSuggestion,
  IngredientDefinition,
  IngredientInstance,
  PriceHistoryEntry,
} from '@costeo/domain/contracts/ingredients';
import type { PlanCode } from '@costeo/domain/plans';
import { normalizeSearch } from '@costeo/domain/text';
import type { FakeReply, FakeRequest } from './fake-api.ts';
import {
  CATEGORIES,
  eggProduct,
  MASS_UNITS,
  oilProduct,
  onionProduct,
  USAGE_SCHEMAS,
} from './ingredients-fixtures.ts';
import { createAccountApi, type Usage } from './subscription-api.ts';

export const INGREDIENT_URLS = {
  list: '/api/ingredient-instances/',
  suppliers: '/api/ingredient-instances/suppliers/',
  brands: '/api/ingredient-instances/brands/',
  categories: '/api/ingredient-definitions/categories/',
  suggestions: '/api/ingredient-definitions/search_suggestions/',
  definitions: '/api/ingredient-definitions/',
  instance: (id: number) => `/api/ingredient-instances/${id}/`,
  priceHistory: (id: number) => `/api/ingredient-instances/${id}/price_history/`,
  usageSchema: (id: number) => `/api/ingredient-definitions/${id}/usage_schema/`,
} as const;

interface IngredientsApiOptions {
  instances?: IngredientInstance[];
  plan?: PlanCode;
  usage?: Usage;
  /** Recipes that use a product, by product id (deleting it then needs force). */
  recipesUsing?: Record<number, { id: number; name: string }[]>;
  priceHistory?: Record<number, PriceHistoryEntry[]>;
}

function param(request: FakeRequest, name: string): string | undefined {
  const params = request.config.params as Record<string, unknown> | undefined;
  const value = params?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function idOf(url: string): number {
  return Number(/\/(\d+)\//.exec(url)?.[1]);
}

/**
 * A signed-in account (createAccountApi) plus the ingredients endpoints, with state: creating a
 * product adds it to the list and to the plan usage, like the real server.
 */
export function createIngredientsApi(options: IngredientsApiOptions = {}) {
  const instances = [...(options.instances ?? [onionProduct(), oilProduct(), eggProduct()])];
  const account = createAccountApi({
    plan: options.plan,
    usage: options.usage ?? { ingredient_instances: instances.length, recipes: 0 },
  });
  const { api } = account;
  const state = {
    instances,
    recipesUsing: options.recipesUsing ?? {},
    priceHistory: options.priceHistory ?? {},
    nextId: 100,
  };

  api.on('GET', INGREDIENT_URLS.list, (request) => {
    const search = normalizeSearch(param(request, 'search') ?? '');
    const active = param(request, 'is_active');
    const page = Number(param(request, 'page') ?? 1);
    const size = Number(param(request, 'page_size') ?? 25);
    const matching = state.instances.filter(
      (instance) =>
        normalizeSearch(`${instance.name} ${instance.supplier} ${instance.brand}`).includes(
          search,
        ) &&
        (active === undefined || String(instance.is_active) === active),
    );
    return {
      status: 200,
      data: {
        count: matching.length,
        next: null,
        previous: null,
        results: matching.slice((page - 1) * size, page * size),
      },
    };
  });
  api.on('GET', INGREDIENT_URLS.suppliers, () => ({
    status: 200,
    data: [...new Set(state.instances.map((i) => i.supplier).filter(Boolean))].sort(),
  }));
  api.on('GET', INGREDIENT_URLS.brands, () => ({
    status: 200,
    data: [...new Set(state.instances.map((i) => i.brand).filter(Boolean))].sort(),
  }));
  api.on('GET', INGREDIENT_URLS.categories, { status: 200, data: CATEGORIES });
  api.on('GET', INGREDIENT_URLS.suggestions, (request) => {
    const q = normalizeSearch(param(request, 'q') ?? '');
    const suggestions: DefinitionSuggestion[] = Object.values(USAGE_SCHEMAS)
      .filter((schema) => q !== '' && normalizeSearch(schema.name).startsWith(q))
      .map((schema) => ({
        id: schema.id,
        name: schema.name,
        category_name: schema.category_name,
        base_unit: schema.base_unit,
        waste_pct: schema.default_waste_pct,
        is_custom: false,
      }));
    return { status: 200, data: suggestions };
  });
  api.on('GET', /^\/api\/ingredient-definitions\/\d+\/usage_schema\/$/, (request) => {
    const found = USAGE_SCHEMAS[idOf(request.url)];
    if (!found) return { status: 404, data: { detail: 'No encontrado.' } };
    const { category_name: _category, ...schema } = found;
    return { status: 200, data: schema };
  });
  api.on('POST', INGREDIENT_URLS.definitions, (request): FakeReply => {
    const body = request.body as { name: string; category: number; base_unit: 'g' | 'ml' | 'ud' };
    const id = 900;
    const category = CATEGORIES.find((candidate) => candidate.id === body.category);
    USAGE_SCHEMAS[id] = {
      id,
      name: body.name,
      category_name: category?.name ?? 'Otros',
      base_unit: body.base_unit,
      units: MASS_UNITS,
      density: null,
      unit_weight: null,
      default_waste_pct: '0.00',
      allergens: [],
      vat_pct: '10.00',
    };
    const definition: IngredientDefinition = {
      id,
      name: body.name,
      category: body.category,
      category_name: category?.name ?? 'Otros',
      base_unit: body.base_unit,
      density: null,
      unit_weight: null,
      waste_pct: '0.00',
      is_typical_waste: true,
      allergens: [],
      vat_pct: '10.00',
      aliases: [],
      is_custom: true,
    };
    return { status: 201, data: definition };
  });
  api.on('POST', INGREDIENT_URLS.list, (request): FakeReply => {
    const body = request.body as { definition: number; purchase_price: string };
    const schema = USAGE_SCHEMAS[body.definition];
    const created = onionProduct({
      id: state.nextId++,
      definition: body.definition,
      definition_name: schema?.name ?? 'Cebolla',
      name: schema?.name ?? 'Cebolla',
      purchase_price: body.purchase_price,
    });
    state.instances.push(created);
    account.state.usage = {
      ...account.state.usage,
      ingredient_instances: account.state.usage.ingredient_instances + 1,
    };
    return { status: 201, data: created };
  });
  api.on('PUT', /^\/api\/ingredient-instances\/\d+\/$/, (request): FakeReply => {
    const id = idOf(request.url);
    const index = state.instances.findIndex((instance) => instance.id === id);
    const current = state.instances[index];
    if (!current) return { status: 404, data: { detail: 'No encontrado.' } };
    const body = request.body as { purchase_price: string };
    const updated = { ...current, purchase_price: body.purchase_price };
    state.instances[index] = updated;
    return { status: 200, data: updated };
  });
  api.on('DELETE', /^\/api\/ingredient-instances\/\d+\/$/, (request): FakeReply => {
    const id = idOf(request.url);
    const recipes = state.recipesUsing[id] ?? [];
    if (recipes.length > 0 && param(request, 'force') !== 'true') {
      return {
        status: 400,
        data: {
          detail: `Este ingrediente se usa en ${recipes.length} recetas.`,
          recipes,
        },
      };
    }
    state.instances = state.instances.filter((instance) => instance.id !== id);
    account.state.usage = {
      ...account.state.usage,
      ingredient_instances: account.state.usage.ingredient_instances - 1,
    };
    return { status: 204 };
  });
  api.on('GET', /^\/api\/ingredient-instances\/\d+\/price_history\/$/, (request): FakeReply => {
    if (account.state.plan === 'free') {
      return {
        status: 403,
        data: {
          detail: 'Esta funcionalidad requiere un plan Pro o superior.',
          code: 'feature_not_available',
          feature: 'price_history',
          required_plan: 'pro',
        },
      };
    }
    return { status: 200, data: state.priceHistory[idOf(request.url)] ?? [] };
  });

  return { ...account, api, ingredients: state };
}

export type IngredientsApi = ReturnType<typeof createIngredientsApi>;

/** The list requests' query parameters, in order. */
export function listParams(api: IngredientsApi['api']): Record<string, unknown>[] {
  return api
    .requestsTo('GET', INGREDIENT_URLS.list)
    .map((request) => ({ ...(request.config.params as Record<string, unknown>) }));
}
