import { storedRecipe } from './handlers/recipes.ts';

/**
 * Issue 8's acceptance recipe: a fondo (elaboración) yielding 2 l from 3 l of milk at 1 €/l
 * (3,00 €), and a dish of 4 raciones with 1 kg of onion net (10 kg for 12 €, merma 20 %: 1,50 €)
 * and 500 ml of the fondo (0,75 €), PVP 8,80 € with 10 % IVA, target 30 %.
 */
export const FONDO = storedRecipe(10, {
  name: 'Fondo blanco',
  category: 'Elaboraciones básicas',
  servings: 8,
  is_subrecipe: true,
  yield_quantity: '2',
  yield_unit: 'l',
  lines: [{ ingredient_instance: 4, quantity: '3', unit: 'l' }],
});

export const SOPA = storedRecipe(11, {
  name: 'Sopa de cebolla',
  category: 'Entrantes',
  servings: 4,
  sale_price: '8.80',
  sale_vat_pct: '10',
  target_food_cost_pct: '30',
  lines: [
    { ingredient_instance: 1, quantity: '1', unit: 'kg' },
    { sub_recipe: 10, quantity: '500', unit: 'ml' },
  ],
});

/** Cheap PVP for what it costs: food cost 41,25 % against a 30 % target. */
export const TOSTA = storedRecipe(12, {
  name: 'Tosta de cebolla',
  category: 'Tapas',
  servings: 4,
  sale_price: '1.50',
  sale_vat_pct: '10',
  lines: [
    { ingredient_instance: 1, quantity: '1', unit: 'kg' },
    { sub_recipe: 10, quantity: '500', unit: 'ml' },
  ],
});

/** A line in ml of flour, which has no density: the cost is incomplete, said on the line. */
export const MASA = storedRecipe(13, {
  name: 'Masa de rebozado',
  category: 'Elaboraciones básicas',
  servings: 10,
  sale_price: '3.00',
  lines: [{ ingredient_instance: 3, quantity: '250', unit: 'ml' }],
});

/** An empty recipe, just created, with a PVP already set. */
export const NUEVA = storedRecipe(14, {
  name: 'Crema de cebolla',
  servings: 4,
  sale_price: '8.80',
  sale_vat_pct: '10',
});
