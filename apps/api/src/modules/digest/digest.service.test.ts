import type { Recipe } from '@costeo/domain/contracts/recipes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, loginAgain, type TestUser } from '../../../test/factories.ts';
import {
  callApi,
  createProduct,
  createRecipe,
  definitionId,
  onionPayload,
  recipePayload,
} from '../../../test/recipe-factories.ts';
import { base64, MAPPING, toCsv } from '../../../test/import-fixtures.ts';
import { queryRows } from '../../db/client.ts';
import { formatMoney, formatPercent } from '../../lib/format-es.ts';
import { spaces } from '../../../test/pdf-text.ts';
import { createServices } from '../../services.ts';
import { createMailQueue } from '../mail/mail.service.ts';
import { createDigestService, type DigestService } from './digest.service.ts';
import { lastFullWeek } from './digest.week.ts';

const LINKS = 'https://costeo.example';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let digest: DigestService;

interface Kitchen {
  user: TestUser;
  onion: number;
  onionDefinition: number;
  dish: number;
  throughSofrito: number;
  robust: number;
  salad: number;
}

/**
 * A kitchen costed at onions for 12 € / 10 kg (merma 20 %): two dishes at 1,50 € with a food cost
 * of 27,50 % against a 30 % target (one of them through an elaboración), one far above target
 * (10 €) and a salad without onion.
 */
async function kitchen(user: TestUser): Promise<Kitchen> {
  const onionDefinition = await definitionId(t.app, user, 'cebolla');
  const onion = await createProduct(t.app, user, onionPayload(onionDefinition));
  const tomato = await createProduct(t.app, user, {
    definition: await definitionId(t.app, user, 'tomate'),
    name: 'Tomate',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '2.00',
  });
  const onionLine = [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }];
  const target = { sale_vat_pct: '10', target_food_cost_pct: '30' };
  const dish = await createRecipe(
    t.app,
    user,
    recipePayload('Sopa de cebolla', onionLine, { ...target, sale_price: '1.50' }),
  );
  const sofrito = await createRecipe(
    t.app,
    user,
    recipePayload('Sofrito', onionLine, {
      servings: 1,
      is_subrecipe: true,
      yield_quantity: '1',
      yield_unit: 'kg',
    }),
  );
  const throughSofrito = await createRecipe(
    t.app,
    user,
    recipePayload('Pisto', [{ sub_recipe: sofrito.id, quantity: '500', unit: 'g' }], {
      ...target,
      servings: 2,
      sale_price: '1.50',
    }),
  );
  const robust = await createRecipe(
    t.app,
    user,
    recipePayload('Cebolla caramelizada', onionLine, { ...target, sale_price: '10.00' }),
  );
  const salad = await createRecipe(
    t.app,
    user,
    recipePayload('Ensalada', [{ ingredient_instance: tomato, quantity: '1', unit: 'kg' }], {
      ...target,
      sale_price: '5.00',
    }),
  );
  return {
    user,
    onion,
    onionDefinition,
    dish: dish.id,
    throughSofrito: throughSofrito.id,
    robust: robust.id,
    salad: salad.id,
  };
}

async function verify(user: TestUser) {
  const services = createServices(t.database.db, { now: () => t.now() });
  const email = `${user.username}@example.com`;
  expect(await services.users.markEmailVerified(user.id, email, t.now())).toBe(true);
}

async function raiseOnion(k: Kitchen, price: string) {
  const user = await loginAgain(t.app, k.user);
  const response = await callApi(t.app, user, 'PUT', `ingredient-instances/${k.onion}/`, {
    ...onionPayload(k.onionDefinition, price),
    supplier: 'Frutas Paco',
  });
  expect(response.statusCode, response.body).toBe(200);
}

interface OutboxRow {
  to_address: string;
  subject: string;
  text: string;
  html: string;
  dedupe_key: string;
}

/** The digests queued, their text with Intl's no-break spaces as plain ones (as in the checks). */
const digests = async () =>
  (
    await queryRows<OutboxRow>(
      t.database.db,
      sql`select to_address, subject, text, html, dedupe_key from mail_outbox
          where kind = 'weekly_digest' order by id`,
    )
  ).map((row) => ({ ...row, text: spaces(row.text) }));

let chef: Kitchen;
let quiet: Kitchen;
let optedOut: Kitchen;
let unverified: Kitchen;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: LINKS }, { clock: 'frozen' });
  digest = createServices(t.database.db, { now: () => t.now() }).digest(LINKS);
  chef = await kitchen(await createUser(t.app));
  quiet = await kitchen(await createUser(t.app));
  optedOut = await kitchen(await createUser(t.app));
  unverified = await kitchen(await createUser(t.app));
  for (const k of [chef, quiet, optedOut]) await verify(k.user);
  const off = await callApi(t.app, optedOut.user, 'PATCH', 'profile/', { weekly_digest: false });
  expect(off.json()).toMatchObject({ weekly_digest: false });

  // Into the next week (local Madrid time), where the prices change.
  const thisWeek = lastFullWeek(new Date(t.now().getTime() + 7 * DAY));
  t.advanceTime(thisWeek.to.getTime() - t.now().getTime() + DAY);
  for (const k of [chef, optedOut, unverified]) await raiseOnion(k, '15.00');
});
afterAll(async () => {
  await t.close();
});

describe('the weekly digest (issue 22)', () => {
  it('waits for Monday 08:00 after the week, then mails what a price rise did, once', async () => {
    const week = lastFullWeek(new Date(t.now().getTime() + 7 * DAY));
    t.advanceTime(week.sendAfter.getTime() - t.now().getTime() - HOUR);
    expect(await digest.runDue()).toEqual({ done: 0, queued: 0 });
    expect(await digests()).toEqual([]);

    t.advanceTime(2 * HOUR);
    const first = await digest.runDue();
    // Two verified accounts opted in: one with a recipe fallen, one with nothing to say.
    expect(first).toEqual({ done: 2, queued: 1 });
    expect(await digest.runDue()).toEqual({ done: 0, queued: 0 });

    const mails = await digests();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to_address).toBe(`${chef.user.username}@example.com`);
    expect(mail?.dedupe_key).toBe(`digest:${chef.user.id}:${week.key}`);
    expect(mail?.subject).toMatch(
      /^Costeo: 2 recetas por encima de su food cost objetivo \(semana del/,
    );

    // The figures the recipes show now, and the change behind them.
    const user = await loginAgain(t.app, chef.user);
    for (const id of [chef.dish, chef.throughSofrito]) {
      const recipe = (await callApi(t.app, user, 'GET', `recipes/${id}/`)).json<Recipe>();
      expect(recipe.status).toBe('low_margin');
      const text = mail?.text ?? '';
      expect(text).toContain(`* ${recipe.name}\n`);
      expect(text).toContain(
        spaces(
          `Food cost: 27,50 % → ${formatPercent(recipe.food_cost_pct)} (objetivo ${formatPercent(recipe.effective_target_food_cost_pct)})`,
        ),
      );
      expect(text).toContain(
        spaces(
          `PVP: ${formatMoney(recipe.sale_price)} · PVP sugerido para el objetivo: ${formatMoney(recipe.suggested_sale_price)}`,
        ),
      );
      expect(text).toContain(`Ver la receta: ${LINKS}/recipes/${id}`);
      expect(mail?.html).toContain(`href="${LINKS}/recipes/${id}"`);
    }
    // 12 € / 10 kg → 15 € / 10 kg: 1,20 €/kg → 1,50 €/kg, +25 %; the edit names no source.
    expect(mail?.text).toContain('    - Cebolla: 1,20 €/kg → 1,50 €/kg (+25,00 %)\n');
    // 1 kg net at 20 % merma = 1,25 kg × 1,50 €/kg / 4 = 0,46875 € a ración: exactly 34,375 %.
    expect(mail?.text).toContain('Food cost: 27,50 % → 34,38 % (objetivo 30,00 %)');
    // Still above target, or without onion: not in it.
    expect(mail?.text).not.toContain('Cebolla caramelizada');
    expect(mail?.text).not.toContain('Ensalada');
    expect(mail?.text).toContain(`desactívalo en Mi perfil: ${LINKS}/perfil`);
    expect(mail?.html).toContain('<html lang="es">');

    const done = await queryRows<{ owner_id: number; sent: boolean }>(
      t.database.db,
      sql`select owner_id, sent from weekly_digests where week = ${week.key} order by owner_id`,
    );
    expect(done).toEqual([
      { owner_id: chef.user.id, sent: true },
      { owner_id: quiet.user.id, sent: false },
    ]);
  });

  it('says nothing the week after, when no price moved', async () => {
    t.advanceTime(7 * DAY);
    expect(await digest.runDue()).toEqual({ done: 2, queued: 0 });
    expect(await digests()).toHaveLength(1);
  });

  it('names the import a price came from', async () => {
    // A dish that bears 15 € / 10 kg (food cost 25,78 %) but not 18 € (30,94 %).
    const user = await loginAgain(t.app, chef.user);
    const crema = await createRecipe(
      t.app,
      user,
      recipePayload(
        'Crema de cebolla',
        [{ ingredient_instance: chef.onion, quantity: '1', unit: 'kg' }],
        {
          sale_vat_pct: '10',
          target_food_cost_pct: '30',
          sale_price: '2.00',
        },
      ),
    );
    // The supplier's price list, imported: 18 € for the 10 kg.
    const csv = toCsv([['Cebolla', 'Frutas Paco', '', '10', 'kg', '18,00', '20']]);
    const response = await callApi(t.app, user, 'POST', 'ingredient-import/apply/', {
      file_name: 'tarifa-noviembre.csv',
      content_base64: base64(csv),
      mapping: MAPPING,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ summary: { updated: number } }>().summary.updated).toBe(1);

    t.advanceTime(7 * DAY);
    expect(await digest.runDue()).toEqual({ done: 2, queued: 1 });
    const mail = (await digests()).at(-1);
    expect(mail?.subject).toMatch(/^Costeo: 1 receta por encima de su food cost objetivo/);
    expect(mail?.text).toContain('* Crema de cebolla\n');
    expect(mail?.text).toContain('Food cost: 25,78 % → 30,94 % (objetivo 30,00 %)');
    expect(mail?.text).toContain(
      '    - Cebolla: 1,50 €/kg → 1,80 €/kg (+20,00 %) · Importación de tarifa-noviembre.csv\n',
    );
    expect(mail?.text).toContain(`Ver la receta: ${LINKS}/recipes/${crema.id}`);
    // The dishes already above target did not fall this week.
    expect(mail?.text).not.toContain('Sopa de cebolla');
  });

  it('is worked out and queued once when two instances run at the same time', async () => {
    await raiseOnion(quiet, '15.00');
    t.advanceTime(7 * DAY);
    const other = createServices(t.database.db, { now: () => t.now() }).digest(LINKS);
    const [a, b] = await Promise.all([digest.runDue(), other.runDue()]);
    expect(a.queued + b.queued).toBe(1);
    expect(a.done + b.done).toBe(2);
    const mails = (await digests()).filter((row) =>
      row.to_address.startsWith(`${quiet.user.username}@`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('* Sopa de cebolla\n');
  });

  it('marks an account it cannot work out as done for the week, says so, and goes on', async () => {
    // A dish of the second account that bears 15 € / 10 kg (23,44 %) but not 21 € (32,81 %).
    const user = await loginAgain(t.app, quiet.user);
    await createRecipe(
      t.app,
      user,
      recipePayload(
        'Crema de cebolla',
        [{ ingredient_instance: quiet.onion, quantity: '1', unit: 'kg' }],
        { sale_vat_pct: '10', target_food_cost_pct: '30', sale_price: '2.20' },
      ),
    );
    await raiseOnion(chef, '21.00');
    await raiseOnion(quiet, '21.00');
    t.advanceTime(7 * DAY);
    const services = createServices(t.database.db, { now: () => t.now() });
    const failures: number[] = [];
    const failing = createDigestService({
      db: t.database.db,
      costing: {
        whatIfProductCosts: (db, ownerId, costs) => {
          if (ownerId === chef.user.id) throw new Error('a costing that fails');
          return services.costing.whatIfProductCosts(db, ownerId, costs);
        },
        recipesReachedBy: (ownerId, productIds) =>
          services.costing.recipesReachedBy(ownerId, productIds),
      },
      mail: createMailQueue({ db: t.database.db, now: () => t.now() }),
      sales: services.salesFeed,
      now: () => t.now(),
      linksBase: LINKS,
      onError: (_error, ownerId) => failures.push(ownerId),
    });
    const before = (await digests()).length;
    expect(await failing.runDue()).toEqual({ done: 2, queued: 1 });
    expect(failures).toEqual([chef.user.id]);
    const week = lastFullWeek(t.now());
    const rows = await queryRows<{ owner_id: number; sent: boolean }>(
      t.database.db,
      sql`select owner_id, sent from weekly_digests where week = ${week.key} order by owner_id`,
    );
    expect(rows).toEqual([
      { owner_id: chef.user.id, sent: false },
      { owner_id: quiet.user.id, sent: true },
    ]);
    expect(await digests()).toHaveLength(before + 1);
  });
});
