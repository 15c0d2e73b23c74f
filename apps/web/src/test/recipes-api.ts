import type {
  IngredientInstance,
  RecipeIngredientOption,
} from '@costeo/domain/contracts/ingredients';
import {
  recipeRequestSchema,
  type Recipe,
  type RecipeInputData,
  type RecipeListItem,
  type RecipeRequest,
} from '@costeo/domain/contracts/recipes';
import { createRecipeCoster } from '@costeo/domain/cost-engine';
import { dec, toUnitPrice } from '@costeo/domain/decimal';
import {
  formatCostAnalysis,
  formatLineCost,
  formatRecipeCostFields,
  recipeInputFromData,
} from '@costeo/domain/recipe-cost-format';
import type { PlanCode } from '@costeo/domain/plans';
import type { ExtraCostInput, ProductFacts, RecipeGraph } from '@costeo/domain/recipe-graph';
import { reachableUnits } from '@costeo/domain/units';
import type { FakeReply, FakeRequest } from './fake-api.ts';
import { onionProduct } from './ingredients-fixtures.ts';
import { createAccountApi, PLANS, type Usage } from './subscription-api.ts';

export const RECIPE_URLS = {
  list: '/api/recipes/',
  profitable: '/api/recipes/profitable_recipes/',
  lowMargin: '/api/recipes/low_margin_recipes/',
  recipe: (id: number) => `/api/recipes/${id}/`,
  costAnalysis: (id: number) => `/api/recipes/${id}/cost_analysis/`,
  duplicate: (id: number) => `/api/recipes/${id}/duplicate/`,
  product: (id: number) => `/api/ingredient-instances/${id}/`,
  search: '/api/ingredient-instances/search_for_recipe/',
} as const;

/** Flour bought by the kilo, no density: a line in ml cannot be costed (DOMAIN.md §2). */
export function flourProduct(overrides: Partial<IngredientInstance> = {}): IngredientInstance {
  return onionProduct({
    id: 3,
    definition: 103,
    definition_name: 'Harina de trigo',
    name: 'Harina de trigo',
    category: 6,
    category_name: 'Cereales, harinas y pastas',
    supplier: 'Harinera del Sur',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '1.0000',
    unit_cost: '0.001',
    usable_unit_cost: '0.001',
    waste_pct: '0.00',
    yield_pct: '100.00',
    allergens: ['gluten'],
    ...overrides,
  });
}

/** Whole milk by the litre with its density 1.03 (DOMAIN.md §3). */
export function milkProduct(overrides: Partial<IngredientInstance> = {}): IngredientInstance {
  return onionProduct({
    id: 4,
    definition: 104,
    definition_name: 'Leche entera',
    name: 'Leche entera',
    category: 5,
    category_name: 'Lácteos y huevos',
    supplier: 'Central Lechera',
    purchase_quantity: '1',
    purchase_unit: 'l',
    purchase_price: '1.0000',
    base_unit: 'ml',
    unit_cost: '0.001',
    usable_unit_cost: '0.001',
    waste_pct: '0.00',
    yield_pct: '100.00',
    density: '1.030',
    allergens: ['leche'],
    ...overrides,
  });
}

export interface StoredRecipe {
  id: number;
  data: RecipeInputData;
  /** The photo's version (recipe-photo-api.ts writes it); absent = no photo. */
  photoUpdatedAt?: string | null;
}

/** A recipe as stored, from a request (the contract's defaults applied). */
export function storedRecipe(id: number, request: RecipeRequest): StoredRecipe {
  return { id, data: recipeRequestSchema.parse(request) };
}

interface RecipesApiOptions {
  products?: IngredientInstance[];
  recipes?: StoredRecipe[];
  plan?: PlanCode;
  usage?: Usage;
  /** Density and unit weight of catalog entries, by definition id (products may not override them). */
  definitionFacts?: Record<number, { density?: string; unit_weight?: string }>;
  /** Recipes using an elaboración, by its id (deleting it then needs force). */
  usedBy?: Record<number, { id: number; name: string }[]>;
}

const DATE = '2026-03-15T12:00:00Z';

function param(request: FakeRequest, name: string): string | undefined {
  const params = request.config.params as Record<string, unknown> | undefined;
  const value = params?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function idOf(url: string): number {
  return Number(/\/(\d+)\//.exec(url)?.[1]);
}

function page<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}

function factsOf(
  product: IngredientInstance,
  catalog: { density?: string; unit_weight?: string } = {},
): ProductFacts {
  return {
    id: product.id,
    name: product.name,
    baseUnit: product.base_unit,
    unitCost: product.unit_cost,
    wastePct: product.waste_pct,
    density: product.density ?? catalog.density ?? null,
    unitWeight: product.unit_weight ?? catalog.unit_weight ?? null,
    allergens: product.allergens,
  };
}

/**
 * A signed-in account with products and recipes. Answers are computed with the domain's engine
 * over everything stored, like the real API: what the editor shows live must match them.
 */
export function createRecipesApi(options: RecipesApiOptions = {}) {
  const products = options.products ?? [onionProduct(), flourProduct(), milkProduct()];
  const state = {
    // Copies: a PUT in one test must not change the fixtures of the next.
    recipes: (options.recipes ?? []).map((recipe) => structuredClone(recipe)),
    usedBy: options.usedBy ?? {},
    nextId: 500,
    /** Extra costs attached to each recipe, by its id (the extra-costs fake API writes them). */
    extraCosts: {} as Record<number, ExtraCostInput[]>,
  };
  const account = createAccountApi({
    plan: options.plan,
    usage: options.usage ?? {
      ingredient_instances: products.length,
      recipes: state.recipes.length,
    },
  });
  const { api } = account;

  const graph = (): RecipeGraph => ({
    products: new Map(
      products.map((product) => [
        product.id,
        factsOf(product, options.definitionFacts?.[product.definition]),
      ]),
    ),
    recipes: new Map(
      state.recipes.map((recipe) => [
        recipe.id,
        recipeInputFromData(recipe.id, recipe.data, state.extraCosts[recipe.id] ?? []),
      ]),
    ),
    defaults: { saleVatPct: '10', targetFoodCostPct: '30' },
  });

  const answer = (stored: StoredRecipe): Recipe => {
    const cost = createRecipeCoster(graph()).costRecipeById(stored.id);
    if (!cost) throw new Error('unknown recipe');
    const { data } = stored;
    return {
      id: stored.id,
      name: data.name,
      category: data.category,
      description: data.description,
      servings: data.servings,
      sale_price: data.sale_price === null ? null : dec(data.sale_price).toFixed(2),
      sale_vat_pct: data.sale_vat_pct === null ? null : dec(data.sale_vat_pct).toFixed(2),
      target_food_cost_pct:
        data.target_food_cost_pct === null ? null : dec(data.target_food_cost_pct).toFixed(2),
      is_subrecipe: data.is_subrecipe,
      yield_quantity: data.yield_quantity === null ? null : dec(data.yield_quantity).toFixed(3),
      yield_unit: data.yield_unit,
      instructions: data.instructions,
      created_at: DATE,
      updated_at: DATE,
      photo_updated_at: stored.photoUpdatedAt ?? null,
      ...formatRecipeCostFields(cost),
      lines: cost.lines.map((line, index) => {
        const written = data.lines[index];
        return {
          ...formatLineCost(line),
          id: stored.id * 100 + index,
          position: index + 1,
          ingredient_instance: written?.ingredient_instance ?? null,
          sub_recipe: written?.sub_recipe ?? null,
          quantity: dec(written?.quantity ?? 0).toFixed(3),
          unit: line.unit,
          note: written?.note ?? '',
        };
      }),
    };
  };

  const listItem = (stored: StoredRecipe): RecipeListItem => {
    const {
      lines,
      description: _description,
      instructions: _instructions,
      ...rest
    } = answer(stored);
    return { ...rest, lines_count: lines.length };
  };

  const list = (request: FakeRequest, keep: (item: RecipeListItem) => boolean) => {
    const sub = param(request, 'is_subrecipe');
    const search = (param(request, 'search') ?? '').toLowerCase();
    const category = param(request, 'category');
    const items = state.recipes
      .map(listItem)
      .filter(
        (item) =>
          keep(item) &&
          (sub === undefined || String(item.is_subrecipe) === sub) &&
          item.name.toLowerCase().includes(search) &&
          (category === undefined || item.category === category),
      );
    return { status: 200, data: page(items) };
  };

  api.on('GET', RECIPE_URLS.list, (request) => list(request, () => true));
  api.on('GET', RECIPE_URLS.profitable, (request) =>
    list(request, (item) => item.status === 'profitable'),
  );
  api.on('GET', RECIPE_URLS.lowMargin, (request) =>
    list(request, (item) => item.status === 'low_margin'),
  );
  api.on('POST', RECIPE_URLS.list, (request): FakeReply => {
    const { usage } = account.state;
    const limit = PLANS[account.state.plan].max_recipes;
    if (limit !== -1 && usage.recipes >= limit) {
      return {
        status: 403,
        data: {
          detail: `Has alcanzado el límite de ${limit} recetas de tu plan ${PLANS[account.state.plan].name}.`,
          code: 'quota_exceeded',
          resource: 'recipes',
          limit,
          plan: account.state.plan,
        },
      };
    }
    const stored = storedRecipe(state.nextId++, request.body as RecipeRequest);
    state.recipes.push(stored);
    account.state.usage = { ...usage, recipes: usage.recipes + 1 };
    return { status: 201, data: answer(stored) };
  });
  const recipePath = /^\/api\/recipes\/\d+\/$/;
  const find = (url: string) => state.recipes.find((recipe) => recipe.id === idOf(url));
  const notFound: FakeReply = { status: 404, data: { detail: 'No encontrado.' } };
  api.on('GET', recipePath, (request) => {
    const stored = find(request.url);
    return stored ? { status: 200, data: answer(stored) } : notFound;
  });
  api.on('PUT', recipePath, (request) => {
    const stored = find(request.url);
    if (!stored) return notFound;
    stored.data = recipeRequestSchema.parse(request.body);
    return { status: 200, data: answer(stored) };
  });
  api.on('DELETE', recipePath, (request): FakeReply => {
    const stored = find(request.url);
    if (!stored) return notFound;
    const users = state.usedBy[stored.id] ?? [];
    if (users.length > 0 && param(request, 'force') !== 'true') {
      return {
        status: 400,
        data: {
          detail: 'Esta elaboración se usa en otras recetas.',
          recipes: users,
        },
      };
    }
    state.recipes = state.recipes.filter((recipe) => recipe !== stored);
    return { status: 204 };
  });
  // The recipes whose lines name the elaboración, by name (as the API's used_in/ answers).
  api.on('GET', /^\/api\/recipes\/\d+\/used_in\/$/, (request) => {
    const stored = find(request.url);
    if (!stored) return notFound;
    const users = state.recipes
      .filter((recipe) => recipe.data.lines.some((line) => line.sub_recipe === stored.id))
      .map((recipe) => ({ id: recipe.id, name: recipe.data.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
    return { status: 200, data: users };
  });
  api.on('GET', /^\/api\/recipes\/\d+\/cost_analysis\/$/, (request) => {
    const stored = find(request.url);
    const cost = stored ? createRecipeCoster(graph()).costRecipeById(stored.id) : null;
    if (!stored || !cost) return notFound;
    return {
      status: 200,
      data: formatCostAnalysis(
        stored.id,
        cost,
        cost.lines.map((_, index) => stored.id * 100 + index),
      ),
    };
  });
  api.on('POST', /^\/api\/recipes\/\d+\/duplicate\/$/, (request) => {
    const stored = find(request.url);
    if (!stored) return notFound;
    const copy = {
      id: state.nextId++,
      data: { ...stored.data, name: `${stored.data.name} (copia)` },
    };
    state.recipes.push(copy);
    return { status: 201, data: answer(copy) };
  });
  api.on('GET', /^\/api\/ingredient-instances\/\d+\/$/, (request) => {
    const product = products.find((item) => item.id === idOf(request.url));
    return product ? { status: 200, data: product } : notFound;
  });
  // The catalog entries: their density and unit weight apply when a product has none of its own.
  api.on('GET', /^\/api\/ingredient-definitions\/\d+\/usage_schema\/$/, (request) => {
    const product = products.find((item) => item.definition === idOf(request.url));
    if (!product) return notFound;
    return {
      status: 200,
      data: {
        id: product.definition,
        name: product.definition_name,
        base_unit: product.base_unit,
        units: [],
        density: options.definitionFacts?.[product.definition]?.density ?? null,
        unit_weight: options.definitionFacts?.[product.definition]?.unit_weight ?? null,
        default_waste_pct: product.waste_pct,
        allergens: product.allergens,
        vat_pct: product.vat_pct,
      },
    };
  });
  api.on('GET', RECIPE_URLS.search, (request) => {
    const q = (param(request, 'q') ?? '').toLowerCase();
    const options: RecipeIngredientOption[] = products
      .filter((product) => product.name.toLowerCase().includes(q))
      .map((product) => ({
        id: product.id,
        name: product.name,
        definition_name: product.definition_name,
        supplier: product.supplier,
        brand: product.brand,
        base_unit: product.base_unit,
        purchase_unit: product.purchase_unit,
        unit_cost: toUnitPrice(dec(product.unit_cost)),
        usable_unit_cost: product.usable_unit_cost,
        waste_pct: product.waste_pct,
        available_units: reachableUnits(product.base_unit, {
          density: product.density,
          unitWeight: product.unit_weight,
        }),
        warnings: product.warnings,
      }));
    return { status: 200, data: options };
  });

  return { ...account, recipesState: state, answer };
}

export type RecipesApi = ReturnType<typeof createRecipesApi>;
