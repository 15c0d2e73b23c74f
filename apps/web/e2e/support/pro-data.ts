import { expect, type Page } from '@playwright/test';
import { bearer, registerAndSignIn } from './session.ts';

// Issue 15: journeys and axe must also see a paid account with data (badges, status dots, the
// subscription modal of a Pro plan), not only empty Gratuito accounts. These are the API calls
// that set that state up, in one place, so journeys do not copy them.

/** What `createKitchenData` made, by the names the screens show. */
export interface KitchenData {
  products: { onion: number; oil: number; eggs: number; milk: number };
  /** The elaboración (sub-recipe with a yield of 1 kg). */
  sofrito: { id: number; name: string };
  /** The two recipes sold on the menu, both using products and the elaboración. */
  tortilla: { id: number; name: string };
  crema: { id: number; name: string };
  /** The extra cost definition, attached to the tortilla. */
  extraCost: { id: number; name: string };
}

async function postCreated(page: Page, url: string, data: Record<string, unknown>) {
  const response = await page.request.post(url, { headers: await bearer(page), data });
  expect(response.status(), `POST ${url} ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: number };
}

/** The first catalog entry matching `q` (its id), for a product's `definition`. */
async function catalogEntry(page: Page, q: string): Promise<number> {
  const response = await page.request.get(
    `/api/ingredient-definitions/search_suggestions/?q=${encodeURIComponent(q)}`,
    { headers: await bearer(page) },
  );
  const [definition] = (await response.json()) as { id: number }[];
  expect(definition, `a catalog entry for ${q}`).toBeDefined();
  return definition!.id;
}

/**
 * Upgrades the signed-in account to Pro through the API (the demo payment provider marks the
 * invoice paid). The page still shows the old plan until it reloads or navigates.
 */
export async function upgradeToPro(page: Page): Promise<void> {
  const response = await page.request.post('/api/subscription/upgrade/', {
    headers: await bearer(page),
    data: { plan_code: 'pro' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const subscription = await page.request.get('/api/my-subscription/', {
    headers: await bearer(page),
  });
  expect(((await subscription.json()) as { plan: { code: string } }).plan.code).toBe('pro');
}

/**
 * A small kitchen, through the API: four products, an elaboración (sofrito, 1 kg), two recipes
 * using them (one with a PVP under target, one without a PVP) and an extra cost on one of them.
 */
export async function createKitchenData(page: Page): Promise<KitchenData> {
  const product = async (q: string, data: Record<string, unknown>) =>
    (
      await postCreated(page, '/api/ingredient-instances/', {
        definition: await catalogEntry(page, q),
        ...data,
      })
    ).id;
  const onion = await product('cebolla', {
    name: 'Cebolla',
    purchase_quantity: '10',
    purchase_unit: 'kg',
    purchase_price: '12.00',
    waste_pct: '20',
  });
  const oil = await product('aceite de oliva', {
    name: 'AOVE',
    purchase_quantity: '5',
    purchase_unit: 'l',
    purchase_price: '30.00',
    waste_pct: '0',
  });
  const eggs = await product('huevo', {
    name: 'Huevos camperos',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '4.50',
    waste_pct: '0',
  });
  const milk = await product('leche entera', {
    name: 'Leche entera',
    purchase_quantity: '1',
    purchase_unit: 'l',
    purchase_price: '0.90',
    waste_pct: '0',
  });

  const sofrito = await postCreated(page, '/api/recipes/', {
    name: 'Sofrito de cebolla',
    category: 'Elaboraciones',
    servings: 1,
    is_subrecipe: true,
    yield_quantity: '1',
    yield_unit: 'kg',
    lines: [
      { ingredient_instance: onion, quantity: '1.2', unit: 'kg' },
      { ingredient_instance: oil, quantity: '100', unit: 'ml' },
    ],
  });
  const tortilla = await postCreated(page, '/api/recipes/', {
    name: 'Tortilla de cebolla',
    category: 'Entrantes',
    servings: 4,
    sale_price: '8.80',
    lines: [
      { sub_recipe: sofrito.id, quantity: '300', unit: 'g' },
      { ingredient_instance: eggs, quantity: '6', unit: 'ud' },
      { ingredient_instance: oil, quantity: '50', unit: 'ml' },
    ],
  });
  const crema = await postCreated(page, '/api/recipes/', {
    name: 'Crema de cebolla',
    category: 'Entrantes',
    servings: 4,
    lines: [
      { sub_recipe: sofrito.id, quantity: '500', unit: 'g' },
      { ingredient_instance: milk, quantity: '400', unit: 'ml' },
    ],
  });
  const extraCost = await postCreated(page, '/api/extra-cost-definitions/', {
    name: 'Envase para llevar',
    cost_type: 'per_serving',
    amount: '0.35',
  });
  await postCreated(page, '/api/recipe-extra-costs/', {
    recipe: tortilla.id,
    definition: extraCost.id,
  });

  return {
    products: { onion, oil, eggs, milk },
    sofrito: { id: sofrito.id, name: 'Sofrito de cebolla' },
    tortilla: { id: tortilla.id, name: 'Tortilla de cebolla' },
    crema: { id: crema.id, name: 'Crema de cebolla' },
    extraCost: { id: extraCost.id, name: 'Envase para llevar' },
  };
}

/** What `createMenus` made, by the names the screens show. */
export interface KitchenMenus {
  menuDelDia: { id: number; name: string };
  carta: { id: number; name: string };
  evento: { id: number; name: string };
}

/**
 * Issue 31: one menu of each kind over the kitchen's two dishes, so the menu editors are seen with
 * data: a menú del día (shares typed), the carta and an event for 60 with its extras.
 */
export async function createMenus(page: Page, data: KitchenData): Promise<KitchenMenus> {
  const tortilla = data.tortilla.id;
  const crema = data.crema.id;
  const menuDelDia = await postCreated(page, '/api/menus/', {
    name: 'Menú del día de diario',
    kind: 'menu_del_dia',
    price_per_person: '13.50',
    sections: [
      {
        name: 'Primeros',
        choice: 'one',
        items: [
          { recipe: crema, expected_share_pct: '60' },
          { recipe: tortilla, expected_share_pct: '40' },
        ],
      },
      { name: 'Segundos', choice: 'one', items: [{ recipe: tortilla }] },
      { name: 'Postres', choice: 'one', items: [{ recipe: crema, servings_per_cover: '0.5' }] },
    ],
  });
  const carta = await postCreated(page, '/api/menus/', {
    name: 'Carta de invierno',
    kind: 'carta',
    sections: [
      { name: 'Entrantes', choice: 'one', items: [{ recipe: tortilla }, { recipe: crema }] },
    ],
  });
  const evento = await postCreated(page, '/api/menus/', {
    name: 'Comunión de Martina',
    kind: 'evento',
    price_per_person: '45.00',
    guests: 60,
    event_date: '2027-05-15',
    client_name: 'Familia Ortega',
    sections: [
      { name: 'Aperitivos', choice: 'all', items: [{ recipe: crema }, { recipe: tortilla }] },
      { name: 'Principal', choice: 'one', items: [{ recipe: tortilla }] },
    ],
    extras: [
      { name: 'Camareros', cost_type: 'fixed', amount: '300.00' },
      { name: 'Menaje', cost_type: 'per_person', amount: '1.50' },
    ],
  });
  // Issue 31: a menu not filled in yet, whose badge says «Sin platos».
  await postCreated(page, '/api/menus/', {
    name: 'Menú de otoño',
    kind: 'menu_del_dia',
    price_per_person: '14.50',
    sections: [],
  });
  return {
    menuDelDia: { id: menuDelDia.id, name: 'Menú del día de diario' },
    carta: { id: carta.id, name: 'Carta de invierno' },
    evento: { id: evento.id, name: 'Comunión de Martina' },
  };
}

/**
 * A new cook on Pro with a small kitchen (see `createKitchenData`): registered and signed in
 * through the shared step, upgraded and filled through the API, then the Dashboard reloaded so
 * the app shows the Pro plan and the data.
 */
export async function signInWithProKitchen(
  page: Page,
  prefix: string,
  password: string,
): Promise<{ username: string; data: KitchenData }> {
  const username = await registerAndSignIn(page, prefix, password);
  await upgradeToPro(page);
  const data = await createKitchenData(page);
  await page.reload();
  await expect(page.getByRole('button', { name: username })).toContainText('Pro');
  return { username, data };
}
