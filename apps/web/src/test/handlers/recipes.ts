import {
  ingredientInstanceSchema,
  recipeIngredientOptionSchema,
  usageSchemaSchema,
  type IngredientInstance,
  type RecipeIngredientOption,
} from '@costeo/domain/contracts/ingredients';
import { quotaExceededErrorSchema, type QuotaExceededError } from '@costeo/domain/contracts/errors';
import {
  recipeCostAnalysisSchema,
  recipeInUseErrorSchema,
  recipeListSchema,
  recipeRequestSchema,
  recipeSchema,
  recipeUsedInSchema,
  type Recipe,
  type RecipeInputData,
  type RecipeListItem,
  type RecipeRequest,
} from '@costeo/domain/contracts/recipes';
import {
  extraCostDefinitionListSchema,
  recipeExtraCostListSchema,
} from '@costeo/domain/contracts/extra-costs';
import { createRecipeCoster } from '@costeo/domain/cost-engine';
import { dec, toUnitPrice } from '@costeo/domain/decimal';
import type { PlanCode } from '@costeo/domain/plans';
import {
  formatCostAnalysis,
  formatLineCost,
  formatRecipeCostFields,
  recipeInputFromData,
} from '@costeo/domain/recipe-cost-format';
import type { ExtraCostInput, ProductFacts, RecipeGraph } from '@costeo/domain/recipe-graph';
import { declareRecipe, nutritionAnswer } from '@costeo/domain/nutrition';
import { reachableUnits } from '@costeo/domain/units';
import { http } from 'msw';
import { z } from 'zod';
import {
  EXTRA_COST_DEFINITIONS_URL,
  INGREDIENT_DEFINITIONS_URL,
  INGREDIENT_INSTANCES_URL,
  LOW_MARGIN_RECIPES_URL,
  PROFITABLE_RECIPES_URL,
  RECIPE_EXTRA_COSTS_URL,
  RECIPES_URL,
  SEARCH_FOR_RECIPE_URL,
} from '../../api/urls.ts';
import { onionProduct } from '../ingredients-fixtures.ts';
import { server } from '../server.ts';
import { answer, bodyOf, idOf, noContent, notFound, page, queryParam } from './respond.ts';
import { PLANS, serveAccount, type Usage } from './subscriptions.ts';

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
  /** The photo's version (handlers/recipe-photos.ts writes it); absent = no photo. */
  photoUpdatedAt?: string | null;
}

/** A recipe as stored, from a request (the contract's defaults applied). */
export function storedRecipe(id: number, request: RecipeRequest): StoredRecipe {
  return { id, data: recipeRequestSchema.parse(request) };
}

interface RecipesOptions {
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
 * A signed-in account with products and recipes, over this test's store. The figures of the
 * answers are the domain's cost engine's over what is stored (as the API computes them), so what
 * the editor shows live can be checked against them.
 */
export function serveRecipes(options: RecipesOptions = {}) {
  const products = options.products ?? [onionProduct(), flourProduct(), milkProduct()];
  const state = {
    // Copies: a PUT in one test must not change the fixtures of the next.
    recipes: (options.recipes ?? []).map((recipe) => structuredClone(recipe)),
    usedBy: options.usedBy ?? {},
    nextId: 500,
    /** Extra costs attached to each recipe, by its id (handlers/extra-costs.ts writes them). */
    extraCosts: {} as Record<number, ExtraCostInput[]>,
  };
  const account = serveAccount({
    plan: options.plan,
    usage: options.usage ?? {
      ingredient_instances: products.length,
      recipes: state.recipes.length,
    },
  });

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

  /** The declaration as the API computes it (the domain's declareRecipe over what is stored). */
  const nutritionOf = (id: number): Recipe['nutrition'] => {
    const result = declareRecipe(
      {
        products: new Map(
          products.map((product) => {
            const facts = factsOf(product, options.definitionFacts?.[product.definition]);
            return [
              product.id,
              {
                id: product.id,
                name: product.name,
                baseUnit: product.base_unit,
                density: facts.density,
                unitWeight: facts.unitWeight,
                wastePct: product.waste_pct,
                own: product.nutrition_per_100g,
                definition: product.definition_nutrition_per_100g,
                definitionFromTable: product.definition_nutrition_source === 'table',
              },
            ];
          }),
        ),
        recipes: new Map(
          state.recipes.map((recipe) => [
            recipe.id,
            {
              id: recipe.id,
              name: recipe.data.name,
              servings: recipe.data.servings,
              yieldQuantity: recipe.data.yield_quantity,
              yieldUnit: recipe.data.yield_unit,
              finalWeightG: recipe.data.final_weight_g,
              lines: recipe.data.lines.map((line, index) => ({
                id: recipe.id * 100 + index,
                ingredientInstanceId: line.ingredient_instance,
                subRecipeId: line.sub_recipe,
                quantity: line.quantity,
                unit: line.unit,
              })),
            },
          ]),
        ),
      },
      id,
    );
    return nutritionAnswer(result);
  };

  const recipeAnswer = (stored: StoredRecipe): Recipe => {
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
      final_weight_g: data.final_weight_g === null ? null : dec(data.final_weight_g).toFixed(3),
      nutrition: nutritionOf(stored.id),
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
    } = recipeAnswer(stored);
    return { ...rest, lines_count: lines.length };
  };

  const list = (request: Request, keep: (item: RecipeListItem) => boolean) => {
    const sub = queryParam(request, 'is_subrecipe');
    const search = (queryParam(request, 'search') ?? '').toLowerCase();
    const category = queryParam(request, 'category');
    const items = state.recipes
      .map(listItem)
      .filter(
        (item) =>
          keep(item) &&
          (sub === undefined || String(item.is_subrecipe) === sub) &&
          item.name.toLowerCase().includes(search) &&
          (category === undefined || item.category === category),
      );
    return answer(recipeListSchema, page(items));
  };

  const find = (params: Record<string, string | readonly string[] | undefined>) =>
    state.recipes.find((recipe) => recipe.id === idOf(params));
  const recipePath = `${RECIPES_URL}:id(\\d+)/`;

  server.use(
    // An account without extra costs (handlers/extra-costs.ts serves them over this store).
    http.get(EXTRA_COST_DEFINITIONS_URL, () => answer(extraCostDefinitionListSchema, page([]))),
    http.get(RECIPE_EXTRA_COSTS_URL, () => answer(recipeExtraCostListSchema, page([]))),
    http.get(RECIPES_URL, ({ request }) => list(request, () => true)),
    http.get(PROFITABLE_RECIPES_URL, ({ request }) =>
      list(request, (item) => item.status === 'profitable'),
    ),
    http.get(LOW_MARGIN_RECIPES_URL, ({ request }) =>
      list(request, (item) => item.status === 'low_margin'),
    ),
    http.post(RECIPES_URL, async ({ request }) => {
      const { usage, plan } = account.state;
      const limit = PLANS[plan].max_recipes;
      if (limit !== -1 && usage.recipes >= limit) {
        const refusal: QuotaExceededError = {
          detail: `Has alcanzado el límite de ${limit} recetas de tu plan ${PLANS[plan].name}.`,
          code: 'quota_exceeded',
          resource: 'recipes',
          limit,
          plan,
        };
        return answer(quotaExceededErrorSchema, refusal, 403);
      }
      const stored = { id: state.nextId++, data: await bodyOf(request, recipeRequestSchema) };
      state.recipes.push(stored);
      account.state.usage = { ...usage, recipes: usage.recipes + 1 };
      return answer(recipeSchema, recipeAnswer(stored), 201);
    }),
    http.get(recipePath, ({ params }) => {
      const stored = find(params);
      return stored ? answer(recipeSchema, recipeAnswer(stored)) : notFound();
    }),
    http.put(recipePath, async ({ request, params }) => {
      const stored = find(params);
      if (!stored) return notFound();
      stored.data = await bodyOf(request, recipeRequestSchema);
      return answer(recipeSchema, recipeAnswer(stored));
    }),
    http.delete(recipePath, ({ request, params }) => {
      const stored = find(params);
      if (!stored) return notFound();
      const users = state.usedBy[stored.id] ?? [];
      if (users.length > 0 && queryParam(request, 'force') !== 'true') {
        return answer(
          recipeInUseErrorSchema,
          { detail: 'Esta elaboración se usa en otras recetas.', recipes: users },
          400,
        );
      }
      state.recipes = state.recipes.filter((recipe) => recipe !== stored);
      return noContent();
    }),
    // The recipes whose lines name the elaboración, by name (as the API's used_in/ answers).
    http.get(`${recipePath}used_in/`, ({ params }) => {
      const stored = find(params);
      if (!stored) return notFound();
      const users = state.recipes
        .filter((recipe) => recipe.data.lines.some((line) => line.sub_recipe === stored.id))
        .map((recipe) => ({ id: recipe.id, name: recipe.data.name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'es'));
      return answer(recipeUsedInSchema, users);
    }),
    http.get(`${recipePath}cost_analysis/`, ({ params }) => {
      const stored = find(params);
      const cost = stored ? createRecipeCoster(graph()).costRecipeById(stored.id) : null;
      if (!stored || !cost) return notFound();
      return answer(
        recipeCostAnalysisSchema,
        formatCostAnalysis(
          stored.id,
          cost,
          cost.lines.map((_, index) => stored.id * 100 + index),
        ),
      );
    }),
    http.post(`${recipePath}duplicate/`, ({ params }) => {
      const stored = find(params);
      if (!stored) return notFound();
      const copy = {
        id: state.nextId++,
        data: { ...stored.data, name: `${stored.data.name} (copia)` },
      };
      state.recipes.push(copy);
      return answer(recipeSchema, recipeAnswer(copy), 201);
    }),
    http.get(`${INGREDIENT_INSTANCES_URL}:id(\\d+)/`, ({ params }) => {
      const product = products.find((item) => item.id === idOf(params));
      return product ? answer(ingredientInstanceSchema, product) : notFound();
    }),
    // The catalog entries: their density and unit weight apply when a product has none of its own.
    http.get(`${INGREDIENT_DEFINITIONS_URL}:id(\\d+)/usage_schema/`, ({ params }) => {
      const product = products.find((item) => item.definition === idOf(params));
      if (!product) return notFound();
      return answer(usageSchemaSchema, {
        id: product.definition,
        name: product.definition_name,
        base_unit: product.base_unit,
        units: [],
        density: options.definitionFacts?.[product.definition]?.density ?? null,
        unit_weight: options.definitionFacts?.[product.definition]?.unit_weight ?? null,
        default_waste_pct: product.waste_pct,
        allergens: product.allergens,
        vat_pct: product.vat_pct,
        nutrition_per_100g: product.definition_nutrition_per_100g,
        nutrition_source: product.definition_nutrition_source,
      });
    }),
    http.get(SEARCH_FOR_RECIPE_URL, ({ request }) => {
      const q = (queryParam(request, 'q') ?? '').toLowerCase();
      const found: RecipeIngredientOption[] = products
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
      return answer(z.array(recipeIngredientOptionSchema), found);
    }),
  );

  return { ...account, recipesState: state, answer: recipeAnswer };
}

export type ServedRecipes = ReturnType<typeof serveRecipes>;
