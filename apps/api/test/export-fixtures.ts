import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createUser, type TestUser } from './factories.ts';
import {
  callApi,
  createProduct,
  createRecipe,
  definitionId,
  onionPayload,
  recipePayload,
} from './recipe-factories.ts';

/** A user on `plan` (free as registered, or upgraded). */
export async function userOn(app: FastifyInstance, plan: 'free' | 'pro' | 'business') {
  const user = await createUser(app);
  if (plan !== 'free') {
    const upgrade = await callApi(app, user, 'POST', 'subscription/upgrade/', { plan_code: plan });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
  }
  return user;
}

/**
 * A kitchen to export: "Casa Paco", onions (merma 20 %), milk and flour (leche, gluten), a béchamel
 * elaboración and a dish that uses it, with a per-serving extra cost.
 */
export async function seedKitchen(app: FastifyInstance, user: TestUser) {
  const profile = await callApi(app, user, 'PATCH', 'profile/', { business_name: 'Casa Paco' });
  expect(profile.statusCode, profile.body).toBe(200);
  const onion = await createProduct(app, user, {
    ...onionPayload(await definitionId(app, user, 'cebolla')),
    supplier: 'Frutas Paco',
  });
  const milk = await createProduct(app, user, {
    definition: await definitionId(app, user, 'leche entera'),
    name: 'Leche entera',
    supplier: 'Lácteos Norte',
    brand: 'Granja',
    purchase_quantity: '6',
    purchase_unit: 'l',
    purchase_price: '5.40',
    vat_pct: '4',
  });
  const flour = await createProduct(app, user, {
    definition: await definitionId(app, user, 'harina de trigo'),
    name: 'Harina de trigo',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '0.79',
  });
  const bechamel = await createRecipe(app, user, {
    name: 'Bechamel',
    servings: 1,
    is_subrecipe: true,
    yield_quantity: '1',
    yield_unit: 'l',
    category: 'Elaboraciones',
    lines: [
      { ingredient_instance: milk, quantity: '1', unit: 'l' },
      { ingredient_instance: flour, quantity: '90', unit: 'g' },
    ],
  });
  const sopa = await createRecipe(
    app,
    user,
    recipePayload(
      'Sopa de cebolla gratinada',
      [
        { ingredient_instance: onion, quantity: '1', unit: 'kg' },
        { sub_recipe: bechamel.id, quantity: '250', unit: 'ml' },
      ],
      {
        category: 'Entrantes',
        sale_price: '8.80',
        sale_vat_pct: '10',
        target_food_cost_pct: '30',
        instructions: 'Pochar la cebolla 40 minutos, añadir la bechamel y gratinar.',
      },
    ),
  );
  const envase = await callApi(app, user, 'POST', 'extra-cost-definitions/', {
    name: 'Envase',
    cost_type: 'per_serving',
    amount: '0.25',
  });
  expect(envase.statusCode, envase.body).toBe(201);
  const attached = await callApi(app, user, 'POST', 'recipe-extra-costs/', {
    recipe: sopa.id,
    definition: envase.json<{ id: number }>().id,
  });
  expect(attached.statusCode, attached.body).toBe(201);
  return { onion, milk, flour, bechamel: bechamel.id, sopa: sopa.id };
}
