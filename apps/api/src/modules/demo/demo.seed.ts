import { extraCostDefinitionRequestSchema } from '@costeo/domain/contracts/extra-costs';
import { profileUpdateRequestSchema } from '@costeo/domain/contracts/auth';
import { menuRequestSchema } from '@costeo/domain/contracts/menus';
import { recipeRequestSchema } from '@costeo/domain/contracts/recipes';
import { supplierInputSchema } from '@costeo/domain/contracts/suppliers';
import type { Db } from '../../db/client.ts';
import { createServices, type ServiceOptions, type Services } from '../../services.ts';
import { seedDemoDeliveries } from './demo-deliveries.ts';
import { DEMO_EXTRA_COSTS } from './demo-extra-costs.ts';
import { DEMO_BUSINESS, DEMO_MENUS } from './demo-menus.ts';
import { lockDemoSeed } from './demo.repository.ts';
import { DEMO_PRODUCTS } from './demo-ingredients.ts';
import { seedDemoPriceChanges } from './demo-price-changes.ts';
import { seedDemoPurchaseOrders } from './demo-purchase-orders.ts';
import { seedDemoSales } from './demo-sales.ts';
import { seedDemoStock } from './demo-stock.ts';
import { seedDemoWaste } from './demo-waste.ts';
import { seedDemoWastePlan } from './demo-waste-plan.ts';
import { DEMO_RECIPES } from './demo-recipes.ts';
import { DEMO_SUPPLIERS } from './demo-suppliers.ts';

export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@costeo.app';
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
      email: DEMO_EMAIL,
      business_name: 'Taberna La Cava',
    },
    { checkPasswordPolicy: false },
  );
  // Nobody can follow a link sent to the demo's address: it counts as confirmed, so the demo does
  // not ask every visitor to confirm it (decision 031).
  await services.users.markEmailVerified(user.id, DEMO_EMAIL, services.now());
  // What its quotes, cartas and menús print (issue 31), validated as Mi perfil's form is.
  await services.users.updateProfile(user.id, profileUpdateRequestSchema.parse(DEMO_BUSINESS));
  const supplierIds = await seedDemoSuppliers(services, user.id);
  const productIds = new Map<string, number>();
  for (const product of DEMO_PRODUCTS) {
    const [definition] = await services.definitions.suggestions(user.id, product.definition);
    if (definition?.name !== product.definition) {
      throw new Error(`demo product without catalog definition: ${product.definition}`);
    }
    const created = await services.instances.create(user.id, {
      definition: definition.id,
      name: product.name ?? definition.name,
      supplier: product.supplier,
      supplier_id: supplierOf(supplierIds, product.supplier),
      brand: product.brand ?? '',
      purchase_quantity: product.quantity,
      purchase_unit: product.unit,
      purchase_price: product.price,
      ...(product.waste ? { waste_pct: product.waste } : {}),
      extra_allergens: [],
      notes: '',
      is_active: true,
    });
    productIds.set(created.name, created.id);
  }
  const recipeIds = await seedDemoRecipes(services, user.id, productIds);
  await seedDemoExtraCosts(services, user.id, recipeIds);
  // Deliveries of the last weeks at the prices then, before the suppliers' latest changes.
  await seedDemoDeliveries(services, user.id, supplierIds, productIds);
  await seedDemoPriceChanges(services, user.id, productIds);
  const menuIds = await seedDemoMenus(services, user.id, recipeIds);
  // Four weeks of the till's sales, most of them linked (issue 33).
  await seedDemoSales(services, user.id, recipeIds, menuIds);
  // Its stock: four areas, every product on a shelf, two full counts four weeks apart (issue 34).
  await seedDemoStock(services, user.id);
  // Its waste log: thirteen weeks of bread donated, leftovers composted, fish past its date
  // (issue 35).
  await seedDemoWaste(services, user.id, productIds, recipeIds);
  // Its prevention plan of Ley 1/2025 and the leftovers notice on the carta (issue 35).
  await seedDemoWastePlan(services, user.id);
  // Its orders (issue 37): the greengrocer's sent on WhatsApp, Makro's a draft.
  await seedDemoPurchaseOrders(services, user.id, supplierIds, productIds);
  return true;
}

/**
 * {@link seedDemoAccount} in one transaction under an advisory lock: processes started together on
 * one database take turns (the second finds the account and does nothing), and a start stopped
 * half-way leaves no half-built kitchen that would never be completed.
 */
export async function seedDemoAccountOnce(db: Db, options: ServiceOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockDemoSeed(tx);
    return seedDemoAccount(createServices(tx, options));
  });
}

function supplierOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`demo product of an unknown supplier: ${name}`);
  return id;
}

/** The demo's suppliers, through the suppliers service (validated as the form's); ids by name. */
async function seedDemoSuppliers(
  services: Services,
  ownerId: number,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const supplier of DEMO_SUPPLIERS) {
    const created = await services.suppliers.create(ownerId, supplierInputSchema.parse(supplier));
    ids.set(created.name, created.id);
  }
  return ids;
}

/** The demo carta, through the recipes service: quota, validation and figures as for a user. */
async function seedDemoRecipes(
  services: Services,
  ownerId: number,
  productIds: Map<string, number>,
): Promise<Map<string, number>> {
  const recipeIds = new Map<string, number>();
  const idOf = (ids: Map<string, number>, name: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`demo recipe line names an unknown item: ${name}`);
    return id;
  };
  for (const { lines, ...recipe } of DEMO_RECIPES) {
    const data = recipeRequestSchema.parse({
      ...recipe,
      lines: lines.map(({ product, elaboracion, ...line }) => ({
        ...line,
        ingredient_instance: product === undefined ? null : idOf(productIds, product),
        sub_recipe: elaboracion === undefined ? null : idOf(recipeIds, elaboracion),
      })),
    });
    const created = await services.recipes.create(ownerId, data);
    recipeIds.set(created.name, created.id);
  }
  return recipeIds;
}

/** The demo's extra costs, attached through the extra-costs service (history and figures as for a user). */
async function seedDemoExtraCosts(
  services: Services,
  ownerId: number,
  recipeIds: Map<string, number>,
): Promise<void> {
  for (const { recipes, ...definition } of DEMO_EXTRA_COSTS) {
    const created = await services.extraCosts.createDefinition(
      ownerId,
      extraCostDefinitionRequestSchema.parse(definition),
    );
    for (const name of recipes) {
      const recipe = recipeIds.get(name);
      if (recipe === undefined) throw new Error(`demo extra cost names an unknown recipe: ${name}`);
      await services.extraCosts.createRecipeExtraCost(ownerId, ownerId, {
        recipe,
        definition: created.id,
        amount: null,
        notes: '',
      });
    }
  }
}

/** The demo's menus, through the menus service (validation as for a user). */
async function seedDemoMenus(
  services: Services,
  ownerId: number,
  recipeIds: Map<string, number>,
): Promise<Map<string, number>> {
  const menuIds = new Map<string, number>();
  for (const menu of DEMO_MENUS) {
    const data = menuRequestSchema.parse({
      ...menu,
      sections: menu.sections.map((section) => ({
        name: section.name,
        choice: section.choice,
        items: section.items.map((item) => {
          const recipe = recipeIds.get(item.dish);
          if (recipe === undefined)
            throw new Error(`demo menu names an unknown dish: ${item.dish}`);
          return {
            recipe,
            ...(item.share ? { expected_share_pct: item.share } : {}),
            ...(item.servings ? { servings_per_cover: item.servings } : {}),
            ...(item.perGuest
              ? { guest_quantity: item.perGuest[0], guest_unit: item.perGuest[1] }
              : {}),
          };
        }),
      })),
    });
    const created = await services.menus.create(ownerId, data);
    menuIds.set(created.name, created.id);
  }
  return menuIds;
}
