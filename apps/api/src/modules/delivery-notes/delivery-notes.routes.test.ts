import {
  deliveryNoteResultSchema,
  type DeliveryNoteResult,
} from '@costeo/domain/contracts/purchases';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * Issue 32: an albarán typed by hand. Five lines from one supplier, two of them with a new price;
 * every line a purchase whose quantity and amount a cook can check by hand.
 */

const api = setupApi();
let chef: TestUser;
let supplier: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  chef = await api.user();
  await api.plan(chef, 'pro');
  const created = await api.as(chef).post('suppliers/', {
    name: 'Distribuciones Ruiz',
    delivery_days: [2, 5],
    order_cutoff: '18:00',
  });
  expect(created.statusCode, created.body).toBe(201);
  supplier = created.json<{ id: number }>().id;
  const product = async (key: string, query: string, payload: object) => {
    ids[key] = await createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, query),
      supplier_id: supplier,
      ...payload,
    });
  };
  await product('chicken', 'pechuga de pollo', {
    name: 'Pechuga de pollo',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '6.50',
  });
  await product('eggs', 'huevo', {
    name: 'Huevos L',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '5.40',
  });
  await product('milk', 'leche entera', {
    name: 'Leche entera',
    purchase_quantity: '1',
    purchase_unit: 'l',
    purchase_price: '0.95',
  });
  await product('butter', 'mantequilla', {
    name: 'Mantequilla',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '9.80',
  });
  await product('flour', 'harina de trigo', {
    name: 'Harina de trigo',
    purchase_quantity: '25',
    purchase_unit: 'kg',
    purchase_price: '18.75',
  });
  await createRecipe(api.app, chef, {
    name: 'Tortilla francesa',
    servings: 1,
    sale_price: '4.00',
    lines: [{ ingredient_instance: ids.eggs, quantity: '3', unit: 'ud' }],
  });
});

const note = () => ({
  supplier,
  date: '2026-11-27',
  number: '88',
  lines: [
    { ingredient_instance: ids.chicken, quantity: '4' },
    { ingredient_instance: ids.eggs, quantity: '2', unit: 'format', new_price: '5.70' },
    { ingredient_instance: ids.milk, quantity: '12', unit: 'l' },
    { ingredient_instance: ids.butter, quantity: '2,5', unit: 'kg' },
    { ingredient_instance: ids.flour, quantity: '1', new_price: '19.50' },
  ],
});

describe('an albarán typed by hand', () => {
  it('previews, then records purchases and new prices as computed by hand', async () => {
    const previewed = await api.as(chef).post('delivery-notes/preview/', note());
    expect(previewed.statusCode, previewed.body).toBe(200);
    const shown: DeliveryNoteResult = deliveryNoteResultSchema.parse(previewed.json());
    expect(shown.note).toBeNull();
    // 4 kg × 6,50 = 26,00 · 60 huevos × 0,19 = 11,40 · 12 l × 0,95 = 11,40 · 2,5 kg × 9,80 =
    // 24,50 · 25 kg at the new 19,50 € = 19,50: 92,80 € in all.
    expect(
      shown.lines.map((line) => [
        line.product_name,
        line.quantity_base,
        line.base_unit,
        line.net_amount,
        line.price_changed,
      ]),
    ).toEqual([
      ['Pechuga de pollo', '4000.000', 'g', '26.00', false],
      ['Huevos L', '60.000', 'ud', '11.40', true],
      ['Leche entera', '12000.000', 'ml', '11.40', false],
      ['Mantequilla', '2500.000', 'g', '24.50', false],
      ['Harina de trigo', '25000.000', 'g', '19.50', true],
    ]);
    expect(shown.lines[1]).toMatchObject({
      price_per_base_unit: '0.1900',
      previous_price_per_base_unit: '0.1800',
    });
    expect(shown).toMatchObject({ total_net: '92.80', prices_changed: 2, impact_available: true });
    // 3 eggs at 0,19 € instead of 0,18 €: the tortilla costs 0,57 € instead of 0,54 €.
    expect(shown.affected_recipes).toEqual([
      expect.objectContaining({
        name: 'Tortilla francesa',
        old_cost_per_serving: '0.54',
        new_cost_per_serving: '0.57',
      }),
    ]);
    // Nothing written by the preview.
    expect((await api.as(chef).get('purchases/')).json()).toMatchObject({ count: 0 });

    const saved = await api.as(chef).post('delivery-notes/', note());
    expect(saved.statusCode, saved.body).toBe(201);
    const result = deliveryNoteResultSchema.parse(saved.json());
    expect(result.lines).toEqual(shown.lines);
    expect(result.affected_recipes).toEqual(shown.affected_recipes);
    const id = result.note?.id ?? 0;
    expect(result.note).toMatchObject({
      supplier,
      supplier_name: 'Distribuciones Ruiz',
      number: '88',
      date: '2026-11-27',
      total_net: '92.80',
      lines_count: 5,
    });

    const stored = (await api.as(chef).get(`delivery-notes/${id}/`)).json();
    expect(stored.lines).toEqual(result.lines);
    const list = (await api.as(chef).get('delivery-notes/')).json();
    expect(list).toMatchObject({ count: 1, results: [{ id, lines_count: 5, total_net: '92.80' }] });

    const purchases = (await api.as(chef).get(`purchases/?supplier=${supplier}`)).json<{
      count: number;
      results: {
        source_kind: string;
        source_id: number;
        net_amount: string;
        source_reference: string;
      }[];
    }>();
    expect(purchases.count).toBe(5);
    expect(
      purchases.results.every((row) => row.source_kind === 'delivery_note' && row.source_id === id),
    ).toBe(true);
    expect(purchases.results[0]?.source_reference).toBe(
      'Albarán 88 de Distribuciones Ruiz, 27/11/2026',
    );

    // The eggs' new price: the product, its history (source albarán) and the recipe.
    const eggs = (await api.as(chef).get(`ingredient-instances/${ids.eggs}/`)).json();
    expect(eggs).toMatchObject({ purchase_price: '5.7000', unit_cost: '0.1900' });
    const history = (
      await api.as(chef).get(`ingredient-instances/${ids.eggs}/price_history/`)
    ).json<{ source: string; source_kind: string }[]>();
    expect(history.at(-1)).toEqual(
      expect.objectContaining({
        source_kind: 'delivery_note',
        source: 'Albarán 88 de Distribuciones Ruiz, 27/11/2026',
      }),
    );
    // The chicken's price did not change: no new history row.
    const chicken = (
      await api.as(chef).get(`ingredient-instances/${ids.chicken}/price_history/`)
    ).json<unknown[]>();
    expect(chicken).toHaveLength(1);
  });

  it('refuses what cannot be recorded, with the line that says why', async () => {
    const post = (body: object) => api.as(chef).post('delivery-notes/', body);
    const noLines = await post({ ...note(), lines: [] });
    expect(noLines.statusCode).toBe(400);
    expect(noLines.json()).toEqual({ lines: ['Añade al menos una línea.'] });
    const future = await post({ ...note(), date: '2099-01-01' });
    expect(future.json()).toEqual({ date: ['La fecha no puede ser futura.'] });
    // Milk counted in units has no unit weight to turn them into millilitres.
    const units = await post({
      ...note(),
      lines: [{ ingredient_instance: ids.milk, quantity: '3', unit: 'ud' }],
    });
    expect(units.statusCode).toBe(400);
    expect(units.json<{ lines: string[] }>().lines[0]).toMatch(/^Línea 1: Falta/);
    const twice = await post({
      ...note(),
      lines: [
        { ingredient_instance: ids.eggs, quantity: '1', new_price: '5.80' },
        { ingredient_instance: ids.eggs, quantity: '1', new_price: '5.90' },
      ],
    });
    expect(twice.json<{ lines: string[] }>().lines[0]).toMatch(
      /^Línea 2: «Huevos L» ya tiene precio/,
    );
    expect((await api.as(chef).get('delivery-notes/')).json()).toMatchObject({ count: 1 });
  });

  it("keeps to the owner: another's supplier, product and albarán are not there", async () => {
    const other = await api.user();
    const refused = await api.as(other).post('delivery-notes/', note());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ supplier: ['El proveedor no existe.'] });
    const own = (await api.as(other).post('suppliers/', { name: 'Otro' })).json<{ id: number }>();
    const foreign = await api.as(other).post('delivery-notes/', { ...note(), supplier: own.id });
    expect(foreign.json()).toEqual({ lines: ['Línea 1: el producto no existe.'] });
    const list = (await api.as(chef).get('delivery-notes/')).json<{ results: { id: number }[] }>();
    const [first] = list.results;
    expect((await api.as(other).get(`delivery-notes/${first?.id}/`)).statusCode).toBe(404);
    expect((await api.as(null).get('delivery-notes/')).statusCode).toBe(401);
    expect((await api.as(other).get('purchases/')).json()).toMatchObject({ count: 0 });
  });
});
