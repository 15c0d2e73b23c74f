import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingHistory } from '../../db/schema/subscriptions.ts';
import { setupApi } from '../../../test/setup-api.ts';
import { seedKitchen, userOn } from '../../../test/export-fixtures.ts';
import type { TestUser } from '../../../test/factories.ts';
import { callApi } from '../../../test/recipe-factories.ts';
import { createAccountRepository } from './account.repository.ts';

const api = setupApi();

/** Rows per table of the account (every owner-scoped table and its subscription records). */
async function rowCounts(userId: number): Promise<Record<string, number>> {
  const tables = await createAccountRepository(api.t.database.db).tables(userId);
  return Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
}

const remove = (user: TestUser | null, payload: Record<string, unknown>) =>
  callApi(api.app, user, 'POST', 'account/delete/', payload);

describe('GET /api/account/export/', () => {
  it("answers the user's whole account as a JSON attachment named costeo-<username>-<date>.json", async () => {
    const cook = await userOn(api.app, 'pro');
    await seedKitchen(api.app, cook);
    const other = await userOn(api.app, 'free');
    const response = await callApi(api.app, cook, 'GET', 'account/export/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const date = api.t.now().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="costeo-${cook.username.replace(/_/g, '-')}-${date}.json"`,
    );
    const document = response.json<{
      format: string;
      user: Record<string, unknown>;
      tables: Record<string, Record<string, unknown>[]>;
    }>();
    expect(document.format).toBe('costeo-account-export');
    expect(document.user).toMatchObject({ id: cook.id, business_name: 'Casa Paco' });
    expect(document.user).not.toHaveProperty('password_hash');
    expect(document.tables.recipes?.map((row) => row.name).sort()).toEqual([
      'Bechamel',
      'Sopa de cebolla gratinada',
    ]);
    expect(document.tables.billing_history).toHaveLength(1);
    // Only the cook's rows: nothing of the other account.
    for (const rows of Object.values(document.tables)) {
      for (const row of rows) {
        expect([row.owner_id, row.user_id]).not.toContain(other.id);
      }
    }
  });

  it('carries the price history on Gratuito too: it is the account holder’s own data (decision 034)', async () => {
    const cook = await userOn(api.app, 'free');
    const product = await callApi(api.app, cook, 'POST', 'ingredient-instances/', {
      definition: 1,
      purchase_quantity: '1',
      purchase_unit: 'kg',
      purchase_price: '10',
    });
    const id = product.json<{ id: number }>().id;
    await callApi(api.app, cook, 'PATCH', `ingredient-instances/${id}/`, { purchase_price: '12' });
    // The screen stays a Pro feature…
    const screen = await callApi(api.app, cook, 'GET', `ingredient-instances/${id}/price_history/`);
    expect(screen.statusCode).toBe(403);
    // …the export is the data the account holds, whatever the plan.
    const response = await callApi(api.app, cook, 'GET', 'account/export/');
    const document = response.json<{ tables: Record<string, Record<string, unknown>[]> }>();
    const history = document.tables.ingredient_price_history ?? [];
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((row) => row.instance_id === id)).toBe(true);
    expect(history.map((row) => row.purchase_price)).toContain('12.0000');
  });

  it('answers 401 without a token', async () => {
    const response = await callApi(api.app, null, 'GET', 'account/export/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
  });
});

describe('POST /api/account/delete/', () => {
  it('answers 400 without a password or with a wrong one, and deletes nothing', async () => {
    const cook = await userOn(api.app, 'free');
    await seedKitchen(api.app, cook);
    const before = await rowCounts(cook.id);
    const missing = await remove(cook, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ password: ['Este campo es obligatorio.'] });
    const wrong = await remove(cook, { password: 'no-es-la-mia' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ['La contraseña no es correcta.'] });
    expect(await rowCounts(cook.id)).toEqual(before);
    expect((await callApi(api.app, cook, 'GET', 'profile/my_stats/')).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await remove(null, { password: 'sal-y-pimienta-2026' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it("deletes the user's data and sessions, keeps the invoices detached with the customer copied, and leaves other users alone", async () => {
    const cook = await userOn(api.app, 'pro');
    await seedKitchen(api.app, cook);
    const other = await userOn(api.app, 'pro');
    await seedKitchen(api.app, other);
    const otherBefore = await rowCounts(other.id);
    const cookBefore = await rowCounts(cook.id);
    expect(cookBefore.recipes).toBe(2);
    expect(cookBefore.ingredient_instances).toBe(3);
    expect(cookBefore.recipe_extra_costs).toBe(1);
    const invoices = (await callApi(api.app, cook, 'GET', 'subscription/billing_history/')).json<{
      results: { invoice_number: string; amount: string }[];
    }>().results;
    expect(invoices).toHaveLength(1);

    const response = await remove(cook, { password: cook.password });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    // Every row of the account is gone; so are the sessions (access and refresh tokens).
    const after = await rowCounts(cook.id);
    expect(Object.values(after).every((count) => count === 0)).toBe(true);
    expect((await callApi(api.app, cook, 'GET', 'profile/my_stats/')).statusCode).toBe(401);
    const refresh = await callApi(api.app, null, 'POST', 'token/refresh/', {
      refresh: cook.refresh,
    });
    expect(refresh.statusCode).toBe(401);
    const login = await callApi(api.app, null, 'POST', 'token/', {
      username: cook.username,
      password: cook.password,
    });
    expect(login.statusCode).toBe(401);

    // The invoices stay, detached from the deleted user, with who the customer was.
    const kept = await api.t.database.db
      .select()
      .from(billingHistory)
      .where(
        inArray(
          billingHistory.invoiceNumber,
          invoices.map((invoice) => invoice.invoice_number),
        ),
      );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      userId: null,
      amount: invoices[0]?.amount,
      customerUsername: cook.username,
      customerEmail: `${cook.username}@example.com`,
      customerBusinessName: 'Casa Paco',
      customerDeletedAt: expect.any(Date),
    });

    // The other account is untouched, invoices included.
    expect(await rowCounts(other.id)).toEqual(otherBefore);
    const otherInvoices = await api.t.database.db
      .select()
      .from(billingHistory)
      .where(eq(billingHistory.userId, other.id));
    expect(otherInvoices).toHaveLength(1);
    expect(otherInvoices[0]?.customerDeletedAt).toBeNull();
    expect((await callApi(api.app, other, 'GET', 'recipes/')).json()).toMatchObject({ count: 2 });

    // The name is free again: a new registration with it starts empty.
    const again = await callApi(api.app, null, 'POST', 'register/', {
      username: cook.username,
      email: `${cook.username}@example.com`,
      password: 'otra-sal-y-pimienta-2026',
    });
    expect(again.statusCode).toBe(201);
  });

  it('throttles wrong passwords on their own counter (429 after too many)', async () => {
    const cook = await userOn(api.app, 'free');
    let last = 0;
    for (let attempt = 0; attempt < 30 && last !== 429; attempt += 1) {
      last = (await remove(cook, { password: `mala-${attempt}` })).statusCode;
    }
    expect(last).toBe(429);
    // The login is not locked by them.
    const login = await callApi(api.app, null, 'POST', 'token/', {
      username: cook.username,
      password: cook.password,
    });
    expect(login.statusCode).toBe(200);
  });
});
