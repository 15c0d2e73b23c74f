import type { FastifyInstance } from 'fastify';
import { createUser, type TestUser } from './factories.ts';
import {
  callApi,
  createProduct,
  createRecipe,
  definitionId,
  onionPayload,
  recipePayload,
  subRecipePayload,
} from './recipe-factories.ts';

/* Test fixtures of the analytics tests (imported by *.test.ts only). */

export async function setPlan(app: FastifyInstance, user: TestUser, plan: 'pro' | 'business') {
  const response = await callApi(app, user, 'POST', 'subscription/upgrade/', { plan_code: plan });
  if (response.statusCode !== 200) throw new Error(`upgrade: ${response.body}`);
}

/** Flour: 1 kg for 1.00 €, no merma → 0.001 € per g. */
export async function createFlour(app: FastifyInstance, user: TestUser): Promise<number> {
  return createProduct(app, user, {
    definition: await definitionId(app, user, 'harina de trigo'),
    name: 'Harina',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '1.00',
    waste_pct: '0',
    vat_pct: '4.00',
  });
}

/**
 * A Business kitchen, every figure worked by hand (sale VAT 10 %, target food cost 30 %):
 * - Cebolla 10 kg 12.00 €, merma 20 % → 0.0015 € per usable g; Harina 0.001 € per g.
 * - Caldo (elaboración, 1 ración, yields 2 l): cebolla 500 g → 0.75 €.
 * - Sopa (4 raciones, PVP 5.50 → net 5.00): cebolla 1 000 g 1.50 € + caldo 1 l 0.375 € = 1.875 €
 *   → 0.46875 € per serving, margin 90.625 %, food cost 9.375 %.
 * - Pan (2 raciones, PVP 1.10 → net 1.00): harina 500 g 0.50 € + cebolla 200 g 0.30 € = 0.80 €
 *   → 0.40 €, margin 60 %, food cost 40 % (above the 30 % target: below target).
 * - Crema (2 raciones, PVP 3.30 → net 3.00, target 15 %): caldo 2 l 0.75 € → 0.375 €, margin
 *   87.5 %, food cost 12.5 %.
 * - Galleta (no PVP): harina 100 g 0.10 €. Vacía (PVP, no lines): incomplete cost.
 */
export async function createKitchen(app: FastifyInstance, plan: 'pro' | 'business' | null) {
  const user = await createUser(app);
  if (plan) await setPlan(app, user, plan);
  const onion = await createProduct(
    app,
    user,
    onionPayload(await definitionId(app, user, 'cebolla')),
  );
  const flour = await createFlour(app, user);
  const caldo = await createRecipe(
    app,
    user,
    subRecipePayload('Caldo', [{ ingredient_instance: onion, quantity: '500', unit: 'g' }]),
  );
  const sopa = await createRecipe(
    app,
    user,
    recipePayload(
      'Sopa',
      [
        { ingredient_instance: onion, quantity: '1000', unit: 'g' },
        { sub_recipe: caldo.id, quantity: '1', unit: 'l' },
      ],
      { sale_price: '5.50' },
    ),
  );
  const pan = await createRecipe(app, user, {
    ...recipePayload(
      'Pan',
      [
        { ingredient_instance: flour, quantity: '500', unit: 'g' },
        { ingredient_instance: onion, quantity: '200', unit: 'g' },
      ],
      { sale_price: '1.10' },
    ),
    servings: 2,
  });
  const crema = await createRecipe(app, user, {
    ...recipePayload('Crema', [{ sub_recipe: caldo.id, quantity: '2', unit: 'l' }], {
      sale_price: '3.30',
      target_food_cost_pct: '15',
    }),
    servings: 2,
  });
  const galleta = await createRecipe(
    app,
    user,
    recipePayload('Galleta', [{ ingredient_instance: flour, quantity: '100', unit: 'g' }]),
  );
  const vacia = await createRecipe(app, user, recipePayload('Vacía', [], { sale_price: '4.40' }));
  return {
    user,
    onion,
    flour,
    recipes: { caldo, sopa, pan, crema, galleta, vacia },
  };
}
