import { tillItemListSchema } from '@costeo/domain/contracts/sales';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAgain, type TestUser } from '../../../test/factories.ts';
import { spaces } from '../../../test/pdf-text.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';
import { queryRows } from '../../db/client.ts';
import { createServices } from '../../services.ts';
import { lastFullWeek, type DigestWeek } from './digest.week.ts';

/*
 * Issue 33 point 5: the weekly digest says what the week's price rises cost at the week's sales.
 *
 * Onion 12 € the 10 kg (0,0012 €/g, no merma) → 18 € (0,0018 €/g) in the week; tomato 2 €/kg →
 * 1 €/kg (a fall). Sopa de cebolla: 1 kg of onion for 4 servings (250 g a serving), PVP 1,50 €
 * at 10 % VAT, target 30 %: food cost 22 % → 33 %, it falls below target. Ensalada: 200 g of
 * tomato a serving. Sold in the week: 25 + 15 = 40 sopas (10 kg of onion) and 10 ensaladas
 * (2 kg of tomato); the Sunday before it, 100 sopas more (not the week's).
 * The rises cost 10 000 g × (0,0018 − 0,0012) €/g = 6,00 € a week; the tomato's fall is not a rise.
 */

const LINKS = 'https://costeo.example';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const api = setupApi({ publicUrl: LINKS }, { clock: 'frozen' });

interface Kitchen {
  user: TestUser;
  onion: number;
  onionDefinition: number;
  tomato: number;
  tomatoDefinition: number;
  sopa: number;
  ensalada: number;
}

async function kitchen(user: TestUser): Promise<Kitchen> {
  const onionDefinition = await definitionId(api.app, user, 'cebolla');
  const tomatoDefinition = await definitionId(api.app, user, 'tomate');
  const onion = await createProduct(api.app, user, onionPayload(onionDefinition, '12.00'));
  const tomato = await createProduct(api.app, user, tomatoPayload(tomatoDefinition, '2.00'));
  const target = { sale_vat_pct: '10', target_food_cost_pct: '30' };
  const sopa = await createRecipe(api.app, user, {
    name: 'Sopa de cebolla',
    servings: 4,
    sale_price: '1.50',
    ...target,
    lines: [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }],
  });
  const ensalada = await createRecipe(api.app, user, {
    name: 'Ensalada de tomate',
    servings: 1,
    sale_price: '5.00',
    ...target,
    lines: [{ ingredient_instance: tomato, quantity: '200', unit: 'g' }],
  });
  return {
    user,
    onion,
    onionDefinition,
    tomato,
    tomatoDefinition,
    sopa: sopa.id,
    ensalada: ensalada.id,
  };
}

const onionPayload = (definition: number, price: string) => ({
  definition,
  name: 'Cebolla',
  purchase_quantity: '10',
  purchase_unit: 'kg',
  purchase_price: price,
  waste_pct: '0',
});
const tomatoPayload = (definition: number, price: string) => ({
  definition,
  name: 'Tomate',
  purchase_quantity: '1',
  purchase_unit: 'kg',
  purchase_price: price,
  waste_pct: '0',
});

async function reprice(k: Kitchen, onion: string, tomato: string) {
  const a = await api
    .as(k.user)
    .put(`ingredient-instances/${k.onion}/`, onionPayload(k.onionDefinition, onion));
  expect(a.statusCode, a.body).toBe(200);
  const b = await api
    .as(k.user)
    .put(`ingredient-instances/${k.tomato}/`, tomatoPayload(k.tomatoDefinition, tomato));
  expect(b.statusCode, b.body).toBe(200);
}

/** dd/mm/yyyy of an ISO date ± days. */
const tillDate = (iso: string, days = 0) => {
  const [y, m, d] = new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${d}/${m}/${y}`;
};

async function importAndLink(k: Kitchen, rows: string[][]) {
  const text = ['Fecha;Producto;Cantidad;Importe;% IVA', ...rows.map((r) => r.join(';'))].join(
    '\r\n',
  );
  const applied = await api.as(k.user).post('sales/imports/apply/', {
    file_name: 'ventas.csv',
    content_base64: Buffer.from(text, 'latin1').toString('base64'),
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const listed = await api.as(k.user).get('sales/items/?page_size=100');
  const links: Record<string, number> = {
    'Sopa de cebolla': k.sopa,
    'Ensalada de tomate': k.ensalada,
  };
  for (const item of tillItemListSchema.parse(listed.json()).results) {
    const recipe = links[item.name];
    if (recipe === undefined) continue;
    const linked = await api.as(k.user).patch(`sales/items/${item.id}/`, { recipe });
    expect(linked.statusCode, linked.body).toBe(200);
  }
}

const digests = async () =>
  (
    await queryRows<{ to_address: string; text: string; html: string }>(
      api.t.database.db,
      sql`select to_address, text, html from mail_outbox
          where kind = 'weekly_digest' order by id`,
    )
  ).map((row) => ({ ...row, text: spaces(row.text), html: spaces(row.html) }));

let seller: Kitchen;
let silent: Kitchen;
let week: DigestWeek;

beforeAll(async () => {
  const services = createServices(api.t.database.db, { now: () => api.t.now() });
  const [a, b] = await Promise.all([api.user(), api.user()]);
  await Promise.all([api.plan(a, 'pro'), api.plan(b, 'pro')]);
  for (const user of [a, b]) {
    expect(
      await services.users.markEmailVerified(user.id, `${user.username}@example.com`, api.t.now()),
    ).toBe(true);
  }
  seller = await kitchen(a);
  silent = await kitchen(b);
  // Into the next week (Madrid), a day after its Monday: the prices change then.
  const current = lastFullWeek(new Date(api.t.now().getTime() + 7 * DAY));
  api.t.advanceTime(current.to.getTime() - api.t.now().getTime() + DAY);
  week = lastFullWeek(new Date(api.t.now().getTime() + 7 * DAY));
  // The tokens expired on the way.
  seller.user = await loginAgain(api.app, seller.user);
  silent.user = await loginAgain(api.app, silent.user);
  for (const k of [seller, silent]) await reprice(k, '18.00', '1.00');
  await importAndLink(seller, [
    [tillDate(week.firstDay, -1), 'Sopa de cebolla', '100', '150,00', '10'],
    [tillDate(week.firstDay), 'Sopa de cebolla', '25', '37,50', '10'],
    [tillDate(week.firstDay), 'Ensalada de tomate', '10', '50,00', '10'],
    [tillDate(week.firstDay, 1), 'Sopa de cebolla', '15', '22,50', '10'],
  ]);
});

describe('the weekly digest at the pace of the week’s sales (issue 33)', () => {
  it('says what the week’s rises cost a week at its sales, and only with sales', async () => {
    api.t.advanceTime(week.sendAfter.getTime() - api.t.now().getTime() + HOUR);
    const digest = createServices(api.t.database.db, { now: () => api.t.now() }).digest(LINKS);
    expect(await digest.runDue()).toEqual({ done: 2, queued: 2 });
    const mails = await digests();
    const of = (k: Kitchen) =>
      mails.find((mail) => mail.to_address === `${k.user.username}@example.com`);
    const sentence =
      'Al ritmo de ventas de la semana pasada, estas subidas te cuestan 6,00 € a la semana.';
    // Both fell below target; the one with the week's sales is told what the rises cost.
    expect(of(seller)?.text).toContain('* Sopa de cebolla\n');
    expect(of(seller)?.text).toContain(`${sentence}\n`);
    expect(of(seller)?.html).toContain(sentence);
    expect(of(silent)?.text).toContain('* Sopa de cebolla\n');
    expect(of(silent)?.text).not.toContain('Al ritmo de ventas');
    expect(of(silent)?.html).not.toContain('Al ritmo de ventas');
  });
});
