import type { Services } from '../../services.ts';
import { DEMO_PRODUCTS } from './demo-ingredients.ts';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo1234';

/**
 * Creates the demo account with a realistic kitchen (DESIGN.md §3) when it does not exist yet;
 * returns whether it did. Everything goes through the services, with the same rules as a user.
 */
export async function seedDemoAccount(services: Services): Promise<boolean> {
  if (await services.users.findForLogin(DEMO_USERNAME)) return false;
  // The demo password is published on purpose; it would fail the password rules (too similar to
  // the username), which protect real accounts.
  const user = await services.users.createUser(
    {
      username: DEMO_USERNAME,
      password: DEMO_PASSWORD,
      email: 'demo@costeo.app',
      business_name: 'Restaurante Demo',
    },
    { checkPasswordPolicy: false },
  );
  for (const product of DEMO_PRODUCTS) {
    const [definition] = await services.definitions.suggestions(user.id, product.definition);
    if (definition?.name !== product.definition) {
      throw new Error(`demo product without catalog definition: ${product.definition}`);
    }
    await services.instances.create(user.id, {
      definition: definition.id,
      name: product.name ?? definition.name,
      supplier: product.supplier,
      brand: product.brand ?? '',
      purchase_quantity: product.quantity,
      purchase_unit: product.unit,
      purchase_price: product.price,
      ...(product.waste ? { waste_pct: product.waste } : {}),
      extra_allergens: [],
      notes: '',
      is_active: true,
    });
  }
  return true;
}
