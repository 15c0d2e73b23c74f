import type { FastifyInstance } from 'fastify';
import type { TestUser } from './factories.ts';

type Payload = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call of `user` to `/api/{path}`. */
export function callApi(
  app: FastifyInstance,
  user: TestUser | null,
  method: Method,
  path: string,
  payload?: Payload,
) {
  return app.inject({
    method,
    url: `/api/${path}`,
    headers: user ? user.headers : {},
    ...(payload ? { payload } : {}),
  });
}

/** The id of the catalog definition the search suggests first for `query`. */
export async function definitionId(
  app: FastifyInstance,
  user: TestUser,
  query: string,
): Promise<number> {
  const response = await callApi(
    app,
    user,
    'GET',
    `ingredient-definitions/search_suggestions/?q=${encodeURIComponent(query)}`,
  );
  const [first] = response.json<{ id: number }[]>();
  if (!first) throw new Error(`no catalog definition for ${query}`);
  return first.id;
}

/** Creates a product (ingredient instance) and returns its id. */
export async function createProduct(
  app: FastifyInstance,
  user: TestUser,
  payload: Payload,
): Promise<number> {
  const response = await callApi(app, user, 'POST', 'ingredient-instances/', payload);
  if (response.statusCode !== 201) {
    throw new Error(`product: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ id: number }>().id;
}

/** The onion of the ingredients issue: 10 kg for 12.00 €, merma 20 % (0.0015 € per usable g). */
export function onionPayload(definition: number, price = '12.00'): Payload {
  return {
    definition,
    name: 'Cebolla',
    purchase_quantity: '10',
    purchase_unit: 'kg',
    purchase_price: price,
    waste_pct: '20',
    vat_pct: '4.00',
  };
}

export interface LineSpec {
  ingredient_instance?: number;
  sub_recipe?: number;
  quantity: string;
  unit: string;
  note?: string;
}

export function recipePayload(name: string, lines: LineSpec[], extra: Payload = {}): Payload {
  return { name, servings: 4, lines, ...extra };
}

export function subRecipePayload(name: string, lines: LineSpec[], extra: Payload = {}): Payload {
  return {
    name,
    servings: 1,
    is_subrecipe: true,
    yield_quantity: '2',
    yield_unit: 'l',
    lines,
    ...extra,
  };
}

/** Creates a recipe and returns its answer. */
export async function createRecipe(
  app: FastifyInstance,
  user: TestUser,
  payload: Payload,
): Promise<{ id: number } & Record<string, unknown>> {
  const response = await callApi(app, user, 'POST', 'recipes/', payload);
  if (response.statusCode !== 201) {
    throw new Error(`recipe: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}
