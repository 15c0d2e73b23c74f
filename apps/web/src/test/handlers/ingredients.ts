import {
  priceImpactRequestSchema,
  priceImpactSchema,
  type PriceImpact,
  type PriceImpactRequest,
} from '@costeo/domain/contracts/analytics';
import {
  customDefinitionRequestSchema,
  definitionSuggestionSchema,
  ingredientCategorySchema,
  ingredientDefinitionSchema,
  ingredientInstanceListSchema,
  ingredientInstanceRequestSchema,
  ingredientInstanceSchema,
  priceHistorySchema,
  usageSchemaSchema,
  type DefinitionSuggestion,
  type IngredientDefinition,
  type IngredientInstance,
  type PriceHistoryEntry,
} from '@costeo/domain/contracts/ingredients';
import { featureRequiredMessage, type PlanCode } from '@costeo/domain/plans';
import { lastPurchaseSchema, type LastPurchase } from '@costeo/domain/contracts/supplier-invoices';
import { normalizeSearch } from '@costeo/domain/text';
import { http } from 'msw';
import { z } from 'zod';
import {
  BRANDS_URL,
  CATEGORIES_URL,
  INGREDIENT_DEFINITIONS_URL,
  INGREDIENT_INSTANCES_URL,
  PRICE_IMPACT_URL,
  SEARCH_SUGGESTIONS_URL,
  SUPPLIER_INVOICE_URLS,
} from '../../api/urls.ts';
import {
  CATEGORIES,
  eggProduct,
  MASS_UNITS,
  oilProduct,
  onionProduct,
  USAGE_SCHEMAS,
} from '../ingredients-fixtures.ts';
import { requestsTo, server } from '../server.ts';
import {
  answer,
  answerError,
  bodyOf,
  idOf,
  noContent,
  notFound,
  queryParam,
  sentBodyOf,
} from './respond.ts';
import { serveAccount, type Usage } from './subscriptions.ts';
import { serveSuppliers } from './suppliers.ts';
import { frutasGarcia, makro } from '../suppliers-fixtures.ts';
import type { Supplier, SupplierOverview } from '@costeo/domain/contracts/suppliers';

interface IngredientsOptions {
  instances?: IngredientInstance[];
  /** The owner's suppliers (issue 32); Frutas García (1) and Makro (2) unless given. */
  suppliers?: Supplier[];
  /** A supplier's screen, by id (else its products from the store and no spend). */
  supplierOverviews?: Record<number, SupplierOverview>;
  plan?: PlanCode;
  usage?: Usage;
  /** Recipes that use a product, by product id (deleting it then needs force). */
  recipesUsing?: Record<number, { id: number; name: string }[]>;
  priceHistory?: Record<number, PriceHistoryEntry[]>;
  /** A product's last purchase on a supplier invoice (issue 19), by product id; none unless given. */
  lastPurchases?: Record<number, NonNullable<LastPurchase['purchase']>>;
  /**
   * What `price_impact/` answers a Business account for the body sent (the product drawer's
   * what-if, issue 31): the answer, or a Response (an error, a slow answer). Other plans get the
   * API's 403.
   */
  priceImpact?: (
    body: PriceImpactRequest,
    request: Request,
  ) => PriceImpact | Response | Promise<Response>;
}

const stringList = z.array(z.string());

/** The free plan's 403 for a Pro feature (the price history and what follows its gating). */
export function featureRefusal() {
  return answerError(403, {
    detail: 'Esta funcionalidad requiere un plan Pro o superior.',
    code: 'feature_not_available',
    feature: 'price_history',
    required_plan: 'pro',
  });
}

/**
 * A signed-in account (serveAccount) plus the ingredients endpoints over this test's store:
 * creating a product adds it to the list and to the plan usage, as the real server does.
 */
export function serveIngredients(options: IngredientsOptions = {}) {
  const instances = [...(options.instances ?? [onionProduct(), oilProduct(), eggProduct()])];
  const account = serveAccount({
    plan: options.plan,
    usage: options.usage ?? { ingredient_instances: instances.length, recipes: 0 },
  });
  const state = {
    instances,
    recipesUsing: options.recipesUsing ?? {},
    priceHistory: options.priceHistory ?? {},
    lastPurchases: options.lastPurchases ?? {},
    nextId: 100,
  };
  const suppliers = serveSuppliers(
    options.suppliers ?? [frutasGarcia(), makro()],
    () => state.instances,
    options.supplierOverviews,
  );
  /** What the API makes of a product's supplier fields: the id wins, then the name, else none. */
  const supplierOf = (body: { supplier?: string; supplier_id?: number | null }) => {
    if (body.supplier_id != null) {
      const found = suppliers.suppliers.find((supplier) => supplier.id === body.supplier_id);
      return { supplier_id: found?.id ?? null, supplier: found?.name ?? '' };
    }
    if (body.supplier_id === null) return { supplier_id: null, supplier: '' };
    const name = body.supplier?.trim() ?? '';
    const named = suppliers.suppliers.find((supplier) => supplier.name === name);
    return { supplier_id: named?.id ?? null, supplier: name };
  };

  server.use(
    http.get(INGREDIENT_INSTANCES_URL, ({ request }) => {
      const search = normalizeSearch(queryParam(request, 'search') ?? '');
      const active = queryParam(request, 'is_active');
      const supplierId = queryParam(request, 'supplier_id');
      const pageNumber = Number(queryParam(request, 'page') ?? 1);
      const size = Number(queryParam(request, 'page_size') ?? 25);
      const matching = state.instances.filter(
        (instance) =>
          normalizeSearch(`${instance.name} ${instance.supplier} ${instance.brand}`).includes(
            search,
          ) &&
          (active === undefined || String(instance.is_active) === active) &&
          (supplierId === undefined || String(instance.supplier_id) === supplierId),
      );
      return answer(ingredientInstanceListSchema, {
        count: matching.length,
        next: null,
        previous: null,
        results: matching.slice((pageNumber - 1) * size, pageNumber * size),
      });
    }),
    http.get(BRANDS_URL, () =>
      answer(stringList, [...new Set(state.instances.map((i) => i.brand).filter(Boolean))].sort()),
    ),
    http.get(CATEGORIES_URL, () => answer(z.array(ingredientCategorySchema), CATEGORIES)),
    http.get(SEARCH_SUGGESTIONS_URL, ({ request }) => {
      const q = normalizeSearch(queryParam(request, 'q') ?? '');
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
      return answer(z.array(definitionSuggestionSchema), suggestions);
    }),
    http.get(`${INGREDIENT_DEFINITIONS_URL}:id(\\d+)/usage_schema/`, ({ params }) => {
      const found = USAGE_SCHEMAS[idOf(params)];
      if (!found) return notFound();
      const { category_name: _category, ...schema } = found;
      return answer(usageSchemaSchema, schema);
    }),
    http.post(INGREDIENT_DEFINITIONS_URL, async ({ request }) => {
      const body = await sentBodyOf(request, customDefinitionRequestSchema);
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
        // What a custom definition's values are is the ingredients tests' business, not this.
        nutrition_per_100g: null,
        nutrition_source: null,
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
        nutrition_per_100g: null,
      };
      return answer(ingredientDefinitionSchema, definition, 201);
    }),
    http.post(INGREDIENT_INSTANCES_URL, async ({ request }) => {
      const body = await sentBodyOf(request, ingredientInstanceRequestSchema);
      const schema = USAGE_SCHEMAS[body.definition];
      const created = onionProduct({
        id: state.nextId++,
        definition: body.definition,
        definition_name: schema?.name ?? 'Cebolla',
        name: schema?.name ?? 'Cebolla',
        purchase_price: String(body.purchase_price),
        ...supplierOf(body),
      });
      state.instances.push(created);
      account.state.usage = {
        ...account.state.usage,
        ingredient_instances: account.state.usage.ingredient_instances + 1,
      };
      return answer(ingredientInstanceSchema, created, 201);
    }),
    http.put(`${INGREDIENT_INSTANCES_URL}:id(\\d+)/`, async ({ request, params }) => {
      const index = state.instances.findIndex((instance) => instance.id === idOf(params));
      const current = state.instances[index];
      if (!current) return notFound();
      const body = await sentBodyOf(request, ingredientInstanceRequestSchema);
      const updated = {
        ...current,
        purchase_price: String(body.purchase_price),
        ...supplierOf(body),
      };
      state.instances[index] = updated;
      return answer(ingredientInstanceSchema, updated);
    }),
    http.delete(`${INGREDIENT_INSTANCES_URL}:id(\\d+)/`, ({ request, params }) => {
      const id = idOf(params);
      const recipes = state.recipesUsing[id] ?? [];
      if (recipes.length > 0 && queryParam(request, 'force') !== 'true') {
        return answerError(400, {
          detail: `Este ingrediente se usa en ${recipes.length} recetas.`,
          recipes,
        });
      }
      state.instances = state.instances.filter((instance) => instance.id !== id);
      account.state.usage = {
        ...account.state.usage,
        ingredient_instances: account.state.usage.ingredient_instances - 1,
      };
      return noContent();
    }),
    http.get(`${INGREDIENT_INSTANCES_URL}:id(\\d+)/price_history/`, ({ params }) => {
      if (account.state.plan === 'free') return featureRefusal();
      return answer(priceHistorySchema, state.priceHistory[idOf(params)] ?? []);
    }),
    http.post(PRICE_IMPACT_URL, async ({ request }) => {
      if (account.state.plan !== 'business') {
        return answerError(403, {
          detail: featureRequiredMessage(account.state.plan),
          code: 'feature_not_available',
          feature: 'analytics',
          required_plan: account.state.plan === 'free' ? 'pro' : 'business',
        });
      }
      const body = await bodyOf(request, priceImpactRequestSchema);
      const result = options.priceImpact?.(body, request);
      if (result === undefined) return notFound();
      return result instanceof Response || result instanceof Promise
        ? result
        : answer(priceImpactSchema, result);
    }),
    http.get(SUPPLIER_INVOICE_URLS.lastPurchase, ({ request }) => {
      if (account.state.plan === 'free') return featureRefusal();
      const id = Number(queryParam(request, 'ingredient_instance'));
      return answer(lastPurchaseSchema, { purchase: state.lastPurchases[id] ?? null });
    }),
  );

  return { ...account, ingredients: state, suppliers };
}

export type ServedIngredients = ReturnType<typeof serveIngredients>;

/** The list requests' query parameters, in order. */
export function listParams(): Record<string, string>[] {
  return requestsTo('GET', INGREDIENT_INSTANCES_URL).map((request) => ({ ...request.params }));
}
