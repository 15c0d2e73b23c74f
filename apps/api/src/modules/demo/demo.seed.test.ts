import { isValidSpanishTaxId } from '@costeo/domain/tax-id';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-test-app.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { createServices, type Services } from '../../services.ts';
import { DEMO_EXTRA_COSTS } from './demo-extra-costs.ts';
import { DEMO_PRODUCTS } from './demo-ingredients.ts';
import { DEMO_RECIPES } from './demo-recipes.ts';
import { DEMO_SUPPLIERS } from './demo-suppliers.ts';
import { DEMO_USERNAME, seedDemoAccount, seedDemoAccountOnce } from './demo.seed.ts';

let database: Database;
let services: Services;
beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('seedDemoAccount', () => {
  it('creates demo/demo1234 on the free plan with its products from three suppliers, once', async () => {
    expect(await seedDemoAccount(services)).toBe(true);
    const demo = await services.users.findForLogin(DEMO_USERNAME);
    expect(demo).toBeDefined();
    const page = await services.instances.list(demo!.id, { page: 1, page_size: 100 });
    expect(page.count).toBe(DEMO_PRODUCTS.length);
    expect(page.count).toBeGreaterThanOrEqual(25);
    expect(await services.instances.suppliers(demo!.id)).toHaveLength(3);
    expect((await services.subscriptions.getSubscription(demo!.id)).plan.code).toBe('free');
    const onion = page.results.find((row) => row.name === 'Cebolla');
    expect(onion).toMatchObject({ unit_cost: '0.0012', waste_pct: '11.00' });
    // Its address counts as confirmed: the demo shows no "Confirma tu correo" reminder.
    expect((await services.users.getProfile(demo!.id)).email_verified).toBe(true);
    expect(await seedDemoAccount(services)).toBe(false);
  });

  it('gives the demo the albaranes of its last weeks: purchases from every supplier, spend per month', async () => {
    const demo = await services.users.findForLogin(DEMO_USERNAME);
    // Seven typed at the prices then, and a weekly restock per supplier for what the till sold.
    const notes = await services.deliveryNotes.list(demo!.id, {}, { page: 1, page_size: 100 });
    expect(notes.count).toBeGreaterThanOrEqual(7 + 4 * 2);
    const purchases = [];
    for (let page = 1; purchases.length < notes.count * 50; page += 1) {
      const found = await services.purchases.list(demo!.id, {}, { page, page_size: 100 });
      purchases.push(...found.results);
      if (purchases.length >= found.count) break;
    }
    expect(purchases.length).toBe(notes.results.reduce((sum, note) => sum + note.lines_count, 0));
    expect(purchases.every((row) => row.source_kind === 'delivery_note')).toBe(true);
    // The albaranes' totals are their purchases' amounts.
    const total = (rows: { net_amount?: string; total_net?: string }[]) =>
      rows.reduce((sum, row) => sum + Number(row.net_amount ?? row.total_net), 0);
    expect(total(purchases)).toBeCloseTo(total(notes.results), 2);
    for (const supplier of await services.suppliers.list(demo!.id, {})) {
      const overview = await services.suppliers.overview(demo!.id, supplier.id, 3);
      expect(Number(overview.total_net), supplier.name).toBeGreaterThan(0);
    }
  });

  it('gives the demo its three suppliers with their details (a valid CIF each), every product linked', async () => {
    const demo = await services.users.findForLogin(DEMO_USERNAME);
    const suppliers = await services.suppliers.list(demo!.id, {});
    expect(suppliers.map((supplier) => supplier.name)).toEqual(
      DEMO_SUPPLIERS.map((supplier) => supplier.name).sort((a, b) => a.localeCompare(b, 'es')),
    );
    for (const supplier of suppliers) {
      expect(isValidSpanishTaxId(supplier.tax_id), supplier.name).toBe(true);
      expect(supplier.phone, supplier.name).toMatch(/^\+34 \d{3}/);
      expect(supplier.email, supplier.name).toContain('@');
      expect(supplier.contact, supplier.name).not.toBe('');
      expect(supplier.delivery_days.length, supplier.name).toBeGreaterThan(0);
      expect(supplier.order_cutoff, supplier.name).toMatch(/^\d{2}:\d{2}$/);
      expect(supplier.aliases.length, supplier.name).toBeGreaterThan(0);
    }
    expect(suppliers.reduce((sum, supplier) => sum + supplier.products_count, 0)).toBe(
      DEMO_PRODUCTS.length,
    );
    const page = await services.instances.list(demo!.id, { page: 1, page_size: 100 });
    const byId = new Map(suppliers.map((supplier) => [supplier.id, supplier.name]));
    for (const product of page.results) {
      expect(product.supplier_id, product.name).not.toBeNull();
      expect(byId.get(product.supplier_id ?? 0), product.name).toBe(product.supplier);
    }
    const makro = suppliers.find((supplier) => supplier.name === 'Makro');
    expect(makro).toMatchObject({ delivery_days: [2, 5], order_cutoff: '18:00' });
  });

  it('gives the demo ~12 costed dishes and their elaboraciones, some rentable and some not, within the free plan', async () => {
    const demo = await services.users.findForLogin(DEMO_USERNAME);
    const { count, results } = await services.recipes.list(demo!.id, 'all', {
      page: 1,
      page_size: 100,
    });
    expect(count).toBe(DEMO_RECIPES.length);
    const free = await services.subscriptions.getSubscription(demo!.id);
    expect(count).toBeLessThanOrEqual(free.plan.max_recipes);
    expect(DEMO_PRODUCTS.length).toBeLessThanOrEqual(free.plan.max_ingredient_instances);

    const dishes = results.filter((recipe) => !recipe.is_subrecipe);
    const elaboraciones = results.filter((recipe) => recipe.is_subrecipe);
    expect(dishes.length).toBeGreaterThanOrEqual(10);
    expect(elaboraciones.map((recipe) => recipe.name).sort()).toEqual([
      'Bechamel para croquetas',
      'Caramelo líquido',
      'Salsa brava',
    ]);
    // Every figure is known: no line without price, density or unit weight.
    for (const recipe of results) {
      expect(recipe, recipe.name).toMatchObject({ cost_complete: true, warnings: [] });
    }
    for (const dish of dishes) expect(dish.sale_price, dish.name).not.toBeNull();

    const statusOf = (name: string) => results.find((recipe) => recipe.name === name)?.status;
    const profitable = dishes.filter((dish) => dish.status === 'profitable');
    const lowMargin = dishes.filter((dish) => dish.status === 'low_margin');
    expect(profitable.length + lowMargin.length).toBe(dishes.length);
    expect(profitable.length).toBeGreaterThanOrEqual(6);
    expect(lowMargin.length).toBeGreaterThanOrEqual(2);
    expect(statusOf('Tortilla de patatas')).toBe('profitable');
    // Whole hake at 65 % merma: 5.78 € a serving against 13.18 € net.
    expect(statusOf('Merluza a la romana')).toBe('low_margin');
    expect(results.find((recipe) => recipe.name === 'Merluza a la romana')).toMatchObject({
      cost_per_serving: '5.78',
      food_cost_pct: '43.86',
    });

    // The croquetas are costed through their bechamel, and carry its allergens.
    const croquetas = dishes.find((dish) => dish.name === 'Croquetas de jamón ibérico');
    const analysis = await services.recipes.costAnalysis(demo!.id, croquetas!.id);
    const bechamelLine = analysis.lines.find((line) => line.kind === 'sub_recipe');
    expect(bechamelLine).toMatchObject({ name: 'Bechamel para croquetas', warning: null });
    expect(croquetas!.allergens).toEqual(expect.arrayContaining(['gluten', 'huevos', 'leche']));
  });

  it('gives the demo three extra costs (envase 0,35 €/ración, energía 3 %, mano de obra 4,00 €) attached to some recipes and in their figures', async () => {
    const demo = await services.users.findForLogin(DEMO_USERNAME);
    const definitions = await services.extraCosts.listDefinitions(demo!.id, {
      page: 1,
      page_size: 100,
    });
    expect(
      definitions.results.map((row) => [row.name, row.cost_type, row.amount, row.recipes_count]),
    ).toEqual([
      ['Energía', 'percentage', '3.00', 4],
      ['Envase para llevar', 'per_serving', '0.35', 3],
      ['Mano de obra', 'fixed', '4.00', 2],
    ]);
    expect(DEMO_EXTRA_COSTS).toHaveLength(3);
    const { results } = await services.recipes.list(demo!.id, 'all', { page: 1, page_size: 100 });
    const byName = (name: string) => {
      const recipe = results.find((row) => row.name === name);
      if (!recipe) throw new Error(name);
      return recipe;
    };
    // Tortilla: 0.35 € × its servings; paella: 4.00 € + 3 % of its ingredients.
    const tortilla = byName('Tortilla de patatas');
    expect(tortilla.extra_costs_total).toBe((0.35 * tortilla.servings).toFixed(2));
    const paella = byName('Paella valenciana');
    const paellaAnalysis = await services.recipes.costAnalysis(demo!.id, paella.id);
    expect(paellaAnalysis.extra_costs.map((extra) => [extra.name, extra.cost_type])).toEqual([
      ['Energía', 'percentage'],
      ['Mano de obra', 'fixed'],
    ]);
    expect(paellaAnalysis.extra_costs[1]?.cost).toBe('4.00');
    expect(Number(paella.extra_costs_total)).toBeCloseTo(
      4 + Number(paella.ingredients_cost) * 0.03,
      1,
    );
    expect(byName('Gazpacho andaluz').extra_costs_total).toBe('0.00');
    const history = await services.extraCosts.listHistory(demo!.id, {
      recipe: paella.id,
      page: 1,
      page_size: 10,
    });
    expect(history.results.map((row) => row.action)).toEqual(['create', 'create']);
  });
});

describe('seedDemoAccountOnce', () => {
  it('gives the demo four weeks of its till: most items linked, the food cost of what was sold, a refund', async () => {
    const demo = (await services.users.findForLogin(DEMO_USERNAME))!;
    const today = services.now();
    const day = (back: number) =>
      new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
    const summary = await services.sales.summary(demo.id, { date_from: day(28), date_to: day(1) });
    // Coffee is not food, the caña and the cheese board wait to be linked: most revenue is linked.
    expect(Number(summary.linked_pct)).toBeGreaterThan(75);
    expect(Number(summary.linked_pct)).toBeLessThan(100);
    expect(summary.unlinked.map((item) => item.name).sort()).toEqual(['CAÑA', 'TABLA DE QUESOS']);
    expect(summary.dishes.map((dish) => dish.name)).toContain('Menú del día');
    expect(Number(summary.food_cost_pct)).toBeGreaterThan(10);
    expect(Number(summary.food_cost_pct)).toBeLessThan(45);
    expect(summary.incomplete_costs).toBe(0);
    const croquetas = summary.dishes.find((dish) => dish.name === 'Croquetas de jamón ibérico');
    // Whole raciones sold, one sent back: units are whole, and a refund took one off.
    expect(Number(croquetas!.units) % 1).toBe(0);
    const imports = await services.sales.imports.list(demo.id, { page: 1, page_size: 10 });
    expect(imports.count).toBe(1);
    expect(imports.results[0]!.lines_count).toBeGreaterThan(250);
  });

  it('gives the demo its stock: four areas with every product on a shelf, and two full counts four weeks apart', async () => {
    const demo = (await services.users.findForLogin(DEMO_USERNAME))!;
    const areas = await services.stock.areas.list(demo.id);
    expect(areas.map((area) => area.name)).toEqual([
      'Cámara',
      'Congelador',
      'Almacén seco',
      'Bodega',
    ]);
    expect(areas.reduce((sum, area) => sum + area.items_count, 0)).toBe(DEMO_PRODUCTS.length);
    // Par levels (issue 37) in whole purchase formats for what the till uses.
    const shelves = await Promise.all(
      areas.map((area) => services.stock.areas.detail(demo.id, area.id)),
    );
    const pars = shelves.flatMap((area) => area.items).flatMap((item) => item.par_level ?? []);
    expect(pars.length).toBeGreaterThan(20);
    expect(pars.every((par) => par.unit === 'format' && /^\d+\.000$/.test(par.quantity))).toBe(
      true,
    );
    const counts = await services.stock.counts.list(demo.id, { page: 1, page_size: 10 });
    expect(counts.count).toBe(2);
    const [closing, opening] = counts.results;
    expect(closing!.date > opening!.date).toBe(true);
    expect(Number(opening!.value)).toBeGreaterThan(100);
    // The closing count follows what was bought and sold: each product has an expected quantity,
    // and what is on the shelf is close to it (a little more used than sold: within 25 %).
    const sheet = await services.stock.counts.get(demo.id, closing!.id);
    expect(sheet.lines.length).toBe(DEMO_PRODUCTS.length);
    expect(sheet.lines.every((line) => line.counted !== null)).toBe(true);
    expect(sheet.lines.filter((line) => line.expected !== null).length).toBeGreaterThan(40);
    expect(sheet.lines.filter((line) => line.flagged).length).toBeLessThan(5);
  });

  it('gives the demo its prevention plan (a food bank, a review ahead) and the leftovers notice on', async () => {
    const demo = (await services.users.findForLogin(DEMO_USERNAME))!;
    const { plan, versions } = await services.wastePlan.state(demo.id);
    expect(versions).toHaveLength(1);
    expect(plan).toMatchObject({ version: 1, responsible: 'Lucía Martín, jefa de cocina' });
    expect(plan!.measures).toEqual(expect.arrayContaining(['rotacion_fefo', 'donacion']));
    expect(plan!.donation_agreements.map((agreement) => agreement.entity)).toEqual([
      'Banco de Alimentos de Madrid',
    ]);
    expect(plan!.review_date > services.now().toISOString().slice(0, 10)).toBe(true);
    expect(await services.users.getProfile(demo.id)).toMatchObject({
      leftovers_notice: true,
      leftovers_notice_text: '',
    });
  });

  it('gives the demo its orders: the fishmonger’s received, the greengrocer’s sent on WhatsApp, Makro’s a draft', async () => {
    const demo = (await services.users.findForLogin(DEMO_USERNAME))!;
    const { count, results } = await services.purchaseOrders.list(
      demo.id,
      {},
      { page: 1, page_size: 25 },
    );
    expect(count).toBe(3);
    const byStatus = Object.fromEntries(results.map((order) => [order.status, order]));
    expect(byStatus.sent).toMatchObject({
      supplier_name: 'Frutas y Verduras Hnos. García',
      sent_channel: 'whatsapp',
      lines_count: 4,
    });
    expect(byStatus.draft).toMatchObject({ supplier_name: 'Makro', lines_count: 3 });
    // Makro delivers on Tuesdays and Fridays.
    const weekday = new Date(`${byStatus.draft!.delivery_date}T00:00:00Z`).getUTCDay();
    expect([2, 5]).toContain(weekday);
    const draft = await services.purchaseOrders.get(demo.id, byStatus.draft!.id);
    expect(draft.lines.map((line) => line.quantity_text)).toEqual([
      '2 formatos de 5 kg',
      '1 formato de 5 kg',
      '3 kg',
    ]);
    // Received with a typed albarán one box of mussels short (issue 37 point 5), on the
    // fishmonger's last delivery day (Tuesday to Saturday), not after today; the oldest order.
    expect(byStatus.received).toMatchObject({
      supplier_name: 'Pescados del Cantábrico',
      sent_channel: 'whatsapp',
      lines_count: 3,
    });
    const received = await services.purchaseOrders.get(demo.id, byStatus.received!.id);
    expect(received.number).toMatch(/^PED-\d{4}-0001$/);
    expect(received.delivery_date <= services.now().toISOString().slice(0, 10)).toBe(true);
    expect([2, 3, 4, 5, 6]).toContain(new Date(`${received.delivery_date}T00:00:00Z`).getUTCDay());
    expect(received.received_at).not.toBeNull();
    expect(received.received_delivery_note).not.toBeNull();
    const note = await services.deliveryNotes.get(demo.id, received.received_delivery_note!);
    expect(note).toMatchObject({ supplier_name: 'Pescados del Cantábrico', number: 'PC-26/4187' });
    const ordered = Object.fromEntries(received.lines.map((l) => [l.product_name, l.quantity]));
    const delivered = Object.fromEntries(note.lines.map((l) => [l.product_name, l.quantity]));
    expect(ordered).toEqual({ 'Merluza entera': '2.000', Langostino: '1.000', Mejillón: '2.000' });
    expect(delivered).toEqual({
      'Merluza entera': '2.000',
      Langostino: '1.000',
      Mejillón: '1.000',
    });
    // The incident the cook saw when receiving it is kept with the order.
    expect(
      received.received_incidents.map((i) => [i.kind, i.name, i.ordered, i.delivered]),
    ).toEqual([['short', 'Mejillón', '2.000', '1.000']]);
  });

  it('seeds one demo kitchen when two starts race for it on one database', async () => {
    const fresh = await createTestDatabase();
    try {
      const created = await Promise.all([
        seedDemoAccountOnce(fresh.db),
        seedDemoAccountOnce(fresh.db),
      ]);
      expect(created.sort()).toEqual([false, true]);
      const [counts] = await queryRows<{ users: number; products: number }>(
        fresh.db,
        sql`select (select count(*)::int from users where username = ${DEMO_USERNAME}) as users,
                   (select count(*)::int from ingredient_instances) as products`,
      );
      expect(counts).toEqual({ users: 1, products: DEMO_PRODUCTS.length });
      expect(await seedDemoAccountOnce(fresh.db)).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});

describe('the demo menus (issue 18)', () => {
  it('a menú del día at 13,50 € (3 primeros, 3 segundos, 2 postres, pan y bebida), the carta and a comunión for 60', async () => {
    const demo = await services.users.findForLogin(DEMO_USERNAME);
    const { results } = await services.menus.list(demo!.id, { page: 1, page_size: 25 });
    expect(results.map((menu) => [menu.name, menu.kind])).toEqual([
      ['Carta', 'carta'],
      ['Comunión de Martina', 'evento'],
      ['Menú del día', 'menu_del_dia'],
    ]);
    const byKind = new Map(results.map((menu) => [menu.kind, menu]));

    const daily = await services.menus.get(demo!.id, byKind.get('menu_del_dia')!.id);
    expect(daily.price_per_person).toBe('13.50');
    expect(
      daily.sections.map((section) => [section.name, section.choice, section.items.length]),
    ).toEqual([
      ['Primeros', 'one', 3],
      ['Segundos', 'one', 3],
      ['Postres', 'one', 2],
      ['Pan y bebida', 'all', 1],
    ]);
    // A menú del día a kitchen can live with: every dish costed, the expected mix within its 35 %
    // target, the worst case (everyone picks the dearest) above it.
    expect(daily.cost_complete).toBe(true);
    expect(daily.effective_target_food_cost_pct).toBe('35.00');
    expect(daily.status).toBe('profitable');
    expect(daily.status_worst).toBe('low_margin');
    expect(Number(daily.cost_per_cover_worst)).toBeGreaterThan(
      Number(daily.cost_per_cover_expected),
    );
    expect(daily.allergens.length).toBeGreaterThan(0);

    const carta = await services.menus.get(demo!.id, byKind.get('carta')!.id);
    expect(carta.sections.flatMap((section) => section.items)).toHaveLength(11);
    expect(carta.average_food_cost_pct).not.toBeNull();
    // The carta shows the dishes the demo prices too low (DEMO_RECIPES' comment).
    expect(carta.dishes_below_target.length).toBeGreaterThan(0);

    const party = await services.menus.get(demo!.id, byKind.get('evento')!.id);
    expect(party).toMatchObject({ guests: 60, quote_guests: 60, client_name: 'Familia Martín' });
    expect(party.extras.map((extra) => extra.total)).toEqual(['480.00', '90.00', '150.00']);
    expect(party.extras_total).toBe('720.00');
    expect(Number(party.margin_pct)).toBeGreaterThan(30);
    // Issue 31: the comunión's own terms and what each guest gets, for its quote.
    expect(party).toMatchObject({
      effective_quote_validity_days: 15,
      effective_quote_deposit_pct: '25.00',
      quote_number: null,
    });
    expect(party.quote_deposit).not.toBeNull();
    expect(party.sections[0]?.items[0]).toMatchObject({
      guest_quantity: '3.00',
      guest_unit: 'croquetas',
    });
  });

  it('the demo restaurant has its business details for its documents, with a valid CIF', async () => {
    const demo = await services.users.findForLogin(DEMO_USERNAME);
    const profile = await services.users.getProfile(demo!.id);
    expect(profile.business_name).toBe('Taberna La Cava');
    expect(profile.business).toMatchObject({ tax_id: 'B87412953' });
    expect(isValidSpanishTaxId(profile.business.tax_id)).toBe(true);
    expect(profile.business.address).toContain('Madrid');
    expect(profile.quote_defaults).toMatchObject({ validity_days: 30, deposit_pct: '30.00' });
  });
});
