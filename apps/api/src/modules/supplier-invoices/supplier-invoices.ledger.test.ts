import {
  invoiceApplySchema,
  invoicePreviewSchema,
  type InvoiceApply,
  type InvoicePreview,
} from '@costeo/domain/contracts/supplier-invoices';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { buildFacturae, type BuiltLine } from '../../../test/fixtures/invoices/facturae-builder.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * Issue 32: suppliers are first-class and an invoice is an adapter of the ingredients ledger.
 * A supplier's first e-invoice is linked once; later ones match by tax id; every line leaves a
 * purchase, only a changed price a history row; the preview is what apply does.
 */

const api = setupApi();
const TAX_ID = 'B12345674';

async function preview(user: TestUser, body: object): Promise<InvoicePreview> {
  const response = await api.as(user).post('supplier-invoices/preview/', body);
  expect(response.statusCode, response.body).toBe(200);
  return invoicePreviewSchema.parse(response.json());
}

async function apply(user: TestUser, body: object): Promise<InvoiceApply> {
  const response = await api.as(user).post('supplier-invoices/apply/', body);
  expect(response.statusCode, response.body).toBe(201);
  return invoiceApplySchema.parse(response.json());
}

interface PurchaseRow {
  date: string;
  ingredient_instance: number | null;
  product_name: string;
  supplier: number | null;
  quantity: string;
  base_unit: string;
  price_per_base_unit: string;
  net_amount: string;
  source_kind: string;
  source_reference: string;
  source_id: number | null;
}

async function purchases(user: TestUser, query: string): Promise<PurchaseRow[]> {
  const response = await api.as(user).get(`purchases/?page_size=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: PurchaseRow[] }>().results;
}

describe('a supplier known by its tax id once linked (issue 32 acceptance)', () => {
  let chef: TestUser;
  let huerta: number;
  let tomato: number;
  let zucchini: number;

  beforeAll(async () => {
    chef = await api.user();
    await api.plan(chef, 'pro');
    const created = await api.as(chef).post('suppliers/', { name: 'Huerta Viva' });
    expect(created.statusCode, created.body).toBe(201);
    huerta = created.json<{ id: number }>().id;
    tomato = await createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, 'tomate pera'),
      name: 'Tomate pera',
      supplier_id: huerta,
      purchase_quantity: '1',
      purchase_unit: 'kg',
      purchase_price: '1.80',
    });
    zucchini = await createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, 'calabacin'),
      name: 'Calabacín',
      supplier_id: huerta,
      purchase_quantity: '1',
      purchase_unit: 'kg',
      purchase_price: '1.20',
    });
  });

  const first = () =>
    buildFacturae({
      sellerName: 'Huerta Viva S.L.',
      sellerTaxId: TAX_ID,
      number: 'HV-0001',
      date: '2026-11-20',
      lines: [
        { description: 'Tomate pera', quantity: '10', unit: '03', unitPrice: '1.95', code: 'T1' },
        { description: 'CALABACÍN', quantity: '6', unit: '03', unitPrice: '1.20', code: 'C1' },
      ],
    });

  it('offers the supplier whose name matches; once linked, its products match by name', async () => {
    const unknown = await preview(chef, first());
    expect(unknown.supplier).toEqual({
      id: null,
      name: null,
      matched_by: 'none',
      candidates: [{ id: huerta, name: 'Huerta Viva' }],
    });
    // Not linked yet: "Huerta Viva S.L." is not how the products write their supplier.
    expect(unknown.lines.map((line) => line.match.matched_by)).toEqual(['none', 'none']);

    const linked = await preview(chef, { ...first(), supplier: { id: huerta } });
    expect(linked.supplier).toMatchObject({
      id: huerta,
      name: 'Huerta Viva',
      matched_by: 'chosen',
    });
    expect(
      linked.lines.map((line) => [line.match.ingredient_instance, line.match.matched_by]),
    ).toEqual([
      [tomato, 'name'],
      [zucchini, 'name'],
    ]);
    // 1,95 € against 1,80 €/kg: a new price; the zucchini's 1,20 € is the same one.
    expect(linked.lines.map((line) => line.price_changes)).toEqual([true, false]);

    const applied = await apply(chef, { ...first(), supplier: { id: huerta } });
    expect(applied).toMatchObject({ updated: 1, unchanged: 1, created: 0, skipped: 0 });
    expect(applied.invoice.supplier).toBe(huerta);
    const supplier = (await api.as(chef).get(`suppliers/${huerta}/`)).json();
    expect(supplier).toMatchObject({ tax_id: TAX_ID, aliases: ['Huerta Viva S.L.'] });

    // Purchases by hand: 10 kg at 1,95 € = 19,50 € (0,00195 €/g); 6 kg at 1,20 € = 7,20 €.
    const rows = await purchases(chef, `supplier=${huerta}`);
    expect(
      rows
        .map((row) => [
          row.product_name,
          row.quantity,
          row.base_unit,
          row.price_per_base_unit,
          row.net_amount,
        ])
        .sort(),
    ).toEqual([
      ['Calabacín', '6000.000', 'g', '0.0012', '7.20'],
      ['Tomate pera', '10000.000', 'g', '0.00195', '19.50'],
    ]);
    expect(
      rows.every((row) => row.source_kind === 'invoice' && row.source_id === applied.invoice.id),
    ).toBe(true);
    expect(rows[0]?.date).toBe('2026-11-20');
    expect(rows[0]?.source_reference).toBe('Factura HV-0001 de Huerta Viva S.L., 20/11/2026');

    // A history row for the tomato's new price only, named after the invoice.
    const tomatoHistory = (
      await api.as(chef).get(`ingredient-instances/${tomato}/price_history/`)
    ).json<{ source: string; source_kind: string }[]>();
    expect(tomatoHistory.at(-1)).toMatchObject({ source_kind: 'invoice' });
    const zucchiniHistory = (
      await api.as(chef).get(`ingredient-instances/${zucchini}/price_history/`)
    ).json<unknown[]>();
    expect(zucchiniHistory).toHaveLength(1);
  });

  it('finds the supplier by tax id on the next invoice, whatever its lines say', async () => {
    const next = await preview(
      chef,
      buildFacturae({
        sellerName: 'HUERTA VIVA SOCIEDAD LIMITADA',
        sellerTaxId: `ES${TAX_ID}`,
        number: 'HV-0002',
        date: '2026-11-27',
        lines: [
          {
            description: 'Berenjena morada extra',
            quantity: '4',
            unit: '03',
            unitPrice: '2.10',
            code: 'NEW-9',
          },
        ],
      }),
    );
    expect(next.supplier).toMatchObject({ id: huerta, name: 'Huerta Viva', matched_by: 'tax_id' });
    expect(next.lines[0]?.match.matched_by).toBe('none');
  });

  it('does not link another owner’s supplier of the same tax id', async () => {
    const other = await api.user();
    const seen = await preview(other, first());
    expect(seen.supplier).toMatchObject({ id: null, candidates: [] });
    const refused = await api
      .as(other)
      .post('supplier-invoices/preview/', { ...first(), supplier: { id: huerta } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ supplier: ['El proveedor no existe.'] });
  });
});

describe('what the review shows is what apply does', () => {
  let chef: TestUser;
  let oil: number;
  let flour: number;

  beforeAll(async () => {
    chef = await api.user();
    await api.plan(chef, 'pro');
    oil = await createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, 'aceite de oliva virgen extra'),
      name: 'Aceite de oliva',
      supplier: 'Almacenes Gil',
      purchase_quantity: '1',
      purchase_unit: 'l',
      purchase_price: '4.00',
    });
    flour = await createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, 'harina de trigo'),
      name: 'Harina de trigo',
      supplier: 'Almacenes Gil',
      purchase_quantity: '1',
      purchase_unit: 'kg',
      purchase_price: '0.90',
    });
    await createRecipe(api.app, chef, {
      name: 'Pan con aceite',
      servings: 10,
      // 1,10 € with 10 % VAT: 1,00 € net; 0,21 € of cost per serving, 21 % (target 25 %).
      sale_price: '1.10',
      target_food_cost_pct: '25.00',
      lines: [
        { ingredient_instance: oil, quantity: '300', unit: 'ml' },
        { ingredient_instance: flour, quantity: '1', unit: 'kg' },
      ],
    });
  });

  const invoice = () =>
    buildFacturae({
      sellerName: 'Almacenes Gil',
      sellerTaxId: 'A58818501',
      number: 'G-77',
      date: '2026-11-25',
      lines: [
        {
          description: 'Aceite de oliva Garrafa 5 l',
          quantity: '2',
          unit: '01',
          unitPrice: '27.50',
        },
        { description: 'Harina de trigo', quantity: '25', unit: '03', unitPrice: '0.90' },
        {
          description: 'Vino blanco para cocinar Caja 6 x 75 cl',
          quantity: '1',
          unit: '01',
          unitPrice: '15.30',
          vat: '21.00',
        },
        {
          description: 'Bolsas de vacío 20x30 cm Caja 100 ud',
          quantity: '2',
          unit: '01',
          unitPrice: '12.50',
          vat: '21.00',
        },
      ],
    });

  it('compares the preview and the apply field by field, and creates what the chef chose', async () => {
    const wine = await definitionId(api.app, chef, 'vino blanco');
    const body = {
      ...invoice(),
      decisions: [
        { line: 1, ingredient_instance: oil },
        { line: 3, create: true, definition: wine },
        { line: 4, create: true, own_definition: true },
      ],
    };
    const shown = await preview(chef, body);
    // The oil now comes in 5 l garrafas: said before the chef applies.
    expect(shown.lines[0]?.format_change).toBe('El formato de compra cambia de 1 l a 5 l.');
    expect(shown.lines[1]).toMatchObject({ format_change: null, price_changes: false });
    // 27,50 € / 5 l = 5,50 €/l against 4,00 €/l: 300 ml cost 1,65 € instead of 1,20 €, so a
    // serving costs 0,255 € and its food cost passes the 25 % target (25,50 %); the price that
    // keeps the target is 0,255 / 0,25 × 1,10 = 1,122 €.
    const bread = shown.affected_recipes.find((recipe) => recipe.name === 'Pan con aceite');
    expect(bread).toMatchObject({
      old_food_cost_pct: '21.00',
      new_food_cost_pct: '25.50',
      target_food_cost_pct: '25.00',
      crosses_target: true,
      suggested_sale_price: '1.12',
    });

    const done = await apply(chef, body);
    // Field by field: the prices of every line and the margin impact are the preview's.
    expect(done.lines.map(({ candidates: _c, ...line }) => line)).toEqual(
      shown.lines.map(({ candidates: _c, ...line }) => line),
    );
    expect(done.affected_recipes).toEqual(shown.affected_recipes);
    expect(done.affected_menus).toEqual(shown.affected_menus);
    expect(done.impact_available).toBe(shown.impact_available);
    expect(done).toMatchObject({ updated: 1, unchanged: 1, created: 2, skipped: 0 });

    // Products made from lines are named without their format, which becomes their format.
    const products = (await api.as(chef).get('ingredient-instances/?page_size=100')).json<{
      results: {
        id: number;
        name: string;
        purchase_quantity: string;
        purchase_unit: string;
        purchase_price: string;
        definition_name: string;
        supplier: string;
        vat_pct: string;
      }[];
    }>().results;
    expect(products.find((p) => p.name === 'Vino blanco para cocinar')).toMatchObject({
      purchase_quantity: '4.5',
      purchase_unit: 'l',
      purchase_price: '15.3000',
    });
    expect(products.find((p) => p.name === 'Bolsas de vacío 20x30 cm')).toMatchObject({
      definition_name: 'Bolsas de vacío 20x30 cm',
      purchase_quantity: '100',
      purchase_unit: 'ud',
      purchase_price: '12.5000',
      vat_pct: '21.00',
      supplier: 'Almacenes Gil',
    });
    // 2 cajas of 100 bolsas at 12,50 € = 25,00 €, 0,125 € each.
    const bags = (await purchases(chef, '')).find(
      (row) => row.product_name === 'Bolsas de vacío 20x30 cm',
    );
    expect(bags).toMatchObject({ quantity: '200.000', base_unit: 'ud', net_amount: '25.00' });
    expect(Number(bags?.price_per_base_unit)).toBe(0.125);
  });

  it('a price edited in the drawer leaves a history row and no purchase', async () => {
    const before = (await purchases(chef, `ingredient_instance=${flour}`)).length;
    const edited = await api
      .as(chef)
      .patch(`ingredient-instances/${flour}/`, { purchase_price: '0.95' });
    expect(edited.statusCode, edited.body).toBe(200);
    const history = (await api.as(chef).get(`ingredient-instances/${flour}/price_history/`)).json<
      { purchase_price: string; source_kind: string }[]
    >();
    expect(history.at(-1)).toMatchObject({ purchase_price: '0.9500', source_kind: 'manual' });
    expect(await purchases(chef, `ingredient_instance=${flour}`)).toHaveLength(before);
  });
});

describe('an invoice line the plan cannot take', () => {
  it('says why before applying: no catalog match means choose or create an own ingredient', async () => {
    const chef = await api.user();
    const lines: BuiltLine[] = [
      { description: 'Zzqx abrillantador', quantity: '1', unit: '01', unitPrice: '9.00' },
    ];
    const body = {
      ...buildFacturae({
        sellerName: 'Limpiezas Sur',
        sellerTaxId: 'B91234564',
        number: 'L1',
        date: '2026-11-20',
        lines,
      }),
      decisions: [{ line: 1, create: true }],
    };
    const refused = await api.as(chef).post('supplier-invoices/apply/', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ decisions: string[] }>().decisions[0]).toMatch(/^Línea 1: /);
  });
});
