import {
  invoiceApplySchema,
  invoicePreviewSchema,
  type InvoicePreview,
} from '@costeo/domain/contracts/supplier-invoices';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { invoiceFixture } from '../../../test/fixtures/invoices/invoice-fixtures.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

const api = setupApi();
const SUPPLIER = 'Distribuciones Hosteleras del Sur, S.L.';
const OIL = 'Aceite de girasol alto oleico Caja 6 x 1 L';
let chef: TestUser;
let oil: number;
let dish: number;
let menu: number;

const file = (name: string) => ({
  file_name: name,
  content_base64: Buffer.from(invoiceFixture(name)).toString('base64'),
});

async function preview(user: TestUser, name: string): Promise<InvoicePreview> {
  const response = await api.as(user).post('supplier-invoices/preview/', file(name));
  expect(response.statusCode, response.body).toBe(200);
  return invoicePreviewSchema.parse(response.json());
}

beforeAll(async () => {
  chef = await api.user();
  await api.plan(chef, 'pro');
  // The oil the chef buys from this supplier: 6 l for 7,20 € (0,0012 €/ml).
  oil = await createProduct(api.app, chef, {
    definition: await definitionId(api.app, chef, 'aceite de girasol alto oleico'),
    name: OIL,
    supplier: SUPPLIER,
    purchase_quantity: '6',
    purchase_unit: 'l',
    purchase_price: '7.20',
  });
  dish = (
    await createRecipe(api.app, chef, {
      name: 'Patatas fritas',
      servings: 1,
      sale_price: '4.40',
      lines: [{ ingredient_instance: oil, quantity: '250', unit: 'ml' }],
    })
  ).id;
  const created = await api.as(chef).post('menus/', {
    name: 'Menú',
    kind: 'menu_del_dia',
    price_per_person: '11.00',
    sections: [{ name: 'Todo', choice: 'all', items: [{ recipe: dish }] }],
  });
  menu = created.json<{ id: number }>().id;
});

describe('a Facturae 3.2.2 invoice', () => {
  it('previews each line with its match, its price per base unit and what it does to the margins', async () => {
    const result = await preview(chef, 'facturae-3.2.2.xml');
    expect(result.invoice).toMatchObject({
      format: 'facturae',
      kind: 'invoice',
      supplier_name: SUPPLIER,
      supplier_tax_id: 'B46123451',
      number: 'A2026-0153',
      issue_date: '2026-11-03',
    });
    expect(result.needs_columns).toBe(false);
    expect(result.lines).toHaveLength(6);
    const [first] = result.lines;
    // 4 cajas "6 x 1 L" at 7,20 € with 5 % discount → 27,36 € / 24 l = 1,14 €/l.
    expect(first).toMatchObject({
      line: 1,
      code: 'GIR-6X1',
      line_total: '27.36',
      pack_quantity: '6.000',
      pack_unit: 'l',
      price_per_base_unit: '0.00114',
      base_unit: 'ml',
      match: { ingredient_instance: oil, matched_by: 'name' },
      old_price_per_base_unit: '0.0012',
      change_pct: '-5.00',
      warning: null,
    });
    expect(result.lines.slice(1).every((line) => line.match.matched_by === 'none')).toBe(true);
    expect(result.lines[1]?.candidates.length).toBeGreaterThan(0);
    // 250 ml: 0,30 € → 0,285 €; margin on 4,00 € net.
    expect(result.impact_available).toBe(true);
    expect(result.affected_recipes).toEqual([
      expect.objectContaining({
        id: dish,
        old_cost_per_serving: '0.30',
        new_cost_per_serving: '0.29',
        old_margin_pct: '92.50',
        new_margin_pct: '92.88',
        margin_pct_change: '0.38',
      }),
    ]);
    expect(result.affected_menus).toEqual([
      expect.objectContaining({ id: menu, old_cost_per_cover: '0.30', new_cost_per_cover: '0.29' }),
    ]);
  });

  it("previews the chef's decisions: another product, a skipped line, and refuses a line it has not", async () => {
    const response = await api.as(chef).post('supplier-invoices/preview/', {
      ...file('facturae-3.2.2.xml'),
      decisions: [
        { line: 1, skip: true },
        { line: 4, ingredient_instance: oil },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = invoicePreviewSchema.parse(response.json());
    expect(result.lines[0]?.match).toEqual({
      ingredient_instance: null,
      name: null,
      matched_by: 'none',
    });
    // The water (Pack 6 x 1,5 L) now prices the oil: its impact, not the oil line's.
    expect(result.lines[3]).toMatchObject({
      match: { ingredient_instance: oil, matched_by: 'none' },
      old_price_per_base_unit: '0.0012',
    });
    const water = result.lines[3]?.price_per_base_unit ?? '';
    expect(result.affected_recipes).toEqual([
      expect.objectContaining({
        id: dish,
        old_cost_per_serving: '0.30',
        new_cost_per_serving: (Number(water) * 250).toFixed(2),
      }),
    ]);
    const unknown = await api.as(chef).post('supplier-invoices/preview/', {
      ...file('facturae-3.2.2.xml'),
      decisions: [{ line: 9, skip: true }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('La factura no tiene línea 9.');
  });

  it('applies the confirmed lines in one go, then refuses the same invoice; the next one matches by code', async () => {
    const before = await preview(chef, 'facturae-3.2.2.xml');
    const response = await api.as(chef).post('supplier-invoices/apply/', {
      ...file('facturae-3.2.2.xml'),
      decisions: [{ line: 2, skip: true }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const applied = invoiceApplySchema.parse(response.json());
    expect(applied).toMatchObject({ updated: 1, created: 0, skipped: 5 });
    expect(applied.invoice.lines[0]).toMatchObject({
      decision: 'update',
      ingredient_instance: oil,
      price_per_base_unit: '0.00114',
      previous_price_per_base_unit: '0.0012',
    });

    // The product now costs what the preview said, and so do its recipe and menu.
    const product = (await api.as(chef).get(`ingredient-instances/${oil}/`)).json();
    expect(product).toMatchObject({
      purchase_quantity: '6',
      purchase_unit: 'l',
      purchase_price: '6.8400',
    });
    const recipe = (await api.as(chef).get(`recipes/${dish}/`)).json();
    expect(recipe.cost_per_serving).toBe(before.affected_recipes[0]?.new_cost_per_serving);
    expect(recipe.margin_pct).toBe(before.affected_recipes[0]?.new_margin_pct);
    const menuAfter = (await api.as(chef).get(`menus/${menu}/`)).json();
    expect(menuAfter.cost_per_cover_expected).toBe(before.affected_menus[0]?.new_cost_per_cover);
    const history = (await api.as(chef).get(`ingredient-instances/${oil}/price_history/`)).json();
    expect(history.at(-1).source).toBe(`Factura A2026-0153 de ${SUPPLIER}, 3/11/2026`);

    const again = await api.as(chef).post('supplier-invoices/apply/', file('facturae-3.2.2.xml'));
    expect(again.statusCode).toBe(400);
    expect(JSON.stringify(again.json())).toMatch(/Esta factura ya se aplicó el/);
    const previewAgain = await preview(chef, 'facturae-3.2.2.xml');
    expect(previewAgain.already_applied_at).not.toBeNull();
    expect(previewAgain.lines[0]?.match.matched_by).toBe('code');

    // The Dashboard shows it beside the price changes.
    const summary = (await api.as(chef).get('analytics/summary/')).json();
    expect(summary.recent_invoices).toEqual([
      expect.objectContaining({
        supplier_name: SUPPLIER,
        number: 'A2026-0153',
        issue_date: '2026-11-03',
        kind: 'invoice',
        total: '258.71',
        products_count: 1,
      }),
    ]);

    const list = (await api.as(chef).get('supplier-invoices/')).json();
    expect(list).toMatchObject({ count: 1, results: [{ number: 'A2026-0153', lines_count: 6 }] });
    const id = list.results[0].id as number;
    expect((await api.as(chef).get(`supplier-invoices/${id}/`)).json().lines).toHaveLength(6);
    const other = await api.user();
    expect((await api.as(other).get(`supplier-invoices/${id}/`)).statusCode).toBe(404);
    expect((await api.as(other).get('supplier-invoices/')).json().count).toBe(0);
  });
});

describe('other files', () => {
  it('reads a UBL 2.1 invoice; on Gratuito the margin impact is not shown', async () => {
    const free = await api.user();
    const result = await preview(free, 'ubl-2.1-invoice.xml');
    expect(result.invoice.format).toBe('ubl');
    expect(result.lines.length).toBeGreaterThan(0);
    expect(result).toMatchObject({
      impact_available: false,
      affected_recipes: [],
      affected_menus: [],
    });
  });

  it('asks for the columns of a PDF, then reads its lines with them', async () => {
    const first = await preview(chef, 'factura-texto.pdf');
    expect(first.needs_columns).toBe(true);
    expect(first.pdf_table?.rows.length).toBeGreaterThan(1);
    const columns = first.pdf_table?.guessed_columns;
    expect(columns).not.toBeNull();
    const response = await api.as(chef).post('supplier-invoices/preview/', {
      ...file('factura-texto.pdf'),
      pdf_columns: columns,
    });
    expect(response.statusCode, response.body).toBe(200);
    const withColumns = invoicePreviewSchema.parse(response.json());
    expect(withColumns.needs_columns).toBe(false);
    expect(withColumns.lines.length).toBeGreaterThan(0);
  });

  it('refuses a file over 5 MB on its field with the limit, not a generic length message (issue 30)', async () => {
    // 5,2 MB: its base64 (7,3 MB) fits in the body (7,5 MB), so the contract is what refuses it.
    const bytes = Buffer.alloc(5.2 * 1024 * 1024, 0x20);
    const response = await api.as(chef).post('supplier-invoices/preview/', {
      file_name: 'factura.xml',
      content_base64: bytes.toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ content_base64: ['El archivo supera el máximo de 5 MB.'] });
  });

  it('refuses hostile and unreadable files with a Spanish 400, and keeps answering', async () => {
    for (const name of [
      'billion-laughs.xml',
      'external-entity.xml',
      'truncated.xml',
      'not-an-invoice.xml',
      // A scan and a photo are read by OCR since issue 36: invoice-read.ocr.test.ts.
    ]) {
      const response = await api.as(chef).post('supplier-invoices/preview/', file(name));
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(JSON.stringify(response.json())).not.toMatch(/root:|passwd/);
    }
    expect((await api.as(chef).get('supplier-invoices/')).statusCode).toBe(200);
  });
});

describe('the issue 19 acceptance: a first invoice by name, the next one by code', () => {
  /** The supplier's next invoice: another number, the oil dearer, only the lines kept before. */
  function nextInvoice(): { file_name: string; content_base64: string } {
    const text = Buffer.from(invoiceFixture('facturae-3.2.2.xml'))
      .toString('utf8')
      .replace('<InvoiceNumber>0153</InvoiceNumber>', '<InvoiceNumber>0171</InvoiceNumber>')
      .replace('<IssueDate>2026-11-03</IssueDate>', '<IssueDate>2026-11-17</IssueDate>')
      .replace(
        '<UnitPriceWithoutTax>7.20</UnitPriceWithoutTax>',
        '<UnitPriceWithoutTax>8.00</UnitPriceWithoutTax>',
      )
      .replace('<TotalCost>28.80</TotalCost>', '<TotalCost>32.00</TotalCost>')
      .replace('<DiscountAmount>1.44</DiscountAmount>', '<DiscountAmount>1.60</DiscountAmount>')
      .replace('<GrossAmount>27.36</GrossAmount>', '<GrossAmount>30.40</GrossAmount>')
      .replace('<TotalAmount>27.36</TotalAmount>', '<TotalAmount>30.40</TotalAmount>')
      .replace(
        /<InvoiceLine>\s*<SequenceNumber>[56]<\/SequenceNumber>[\s\S]*?<\/InvoiceLine>/g,
        '',
      );
    return { file_name: 'factura-0171.xml', content_base64: Buffer.from(text).toString('base64') };
  }

  it('learns every confirmed line, then applies the next invoice exactly as previewed', async () => {
    const cook = await api.user();
    await api.plan(cook, 'pro');
    const ownOil = await createProduct(api.app, cook, {
      definition: await definitionId(api.app, cook, 'aceite de girasol alto oleico'),
      name: OIL,
      supplier: SUPPLIER,
      purchase_quantity: '6',
      purchase_unit: 'l',
      purchase_price: '7.20',
    });
    const fries = (
      await createRecipe(api.app, cook, {
        name: 'Patatas fritas',
        servings: 4,
        sale_price: '4.40',
        lines: [{ ingredient_instance: ownOil, quantity: '1', unit: 'l' }],
      })
    ).id;

    const first = await preview(cook, 'facturae-3.2.2.xml');
    expect(first.lines.map((line) => line.match.matched_by)).toEqual([
      'name',
      'none',
      'none',
      'none',
      'none',
      'none',
    ]);
    // The chef creates the food products from the catalog suggestions; the croquetas (no catalog
    // entry) and the detergent are skipped.
    const decisions = first.lines.slice(1).map((line) => {
      const definition = line.candidates.find((candidate) => candidate.kind === 'definition');
      return line.line === 6 || !definition
        ? { line: line.line, skip: true }
        : { line: line.line, create: true, definition: definition.id };
    });
    expect(decisions.filter((decision) => 'create' in decision)).toHaveLength(3);
    expect(first.lines[2]?.candidates[0]?.name).toBe('Pechuga de pollo');
    const applied = await api
      .as(cook)
      .post('supplier-invoices/apply/', { ...file('facturae-3.2.2.xml'), decisions });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({ updated: 1, created: 3, skipped: 2 });

    const next = await api.as(cook).post('supplier-invoices/preview/', nextInvoice());
    expect(next.statusCode, next.body).toBe(200);
    const second = invoicePreviewSchema.parse(next.json());
    expect(second.invoice.number).toBe('A2026-0171');
    expect(second.already_applied_at).toBeNull();
    expect(second.lines.map((line) => line.match.matched_by)).toEqual([
      'code',
      'code',
      'code',
      'code',
    ]);
    // 4 cajas at 8,00 € with 5 % → 30,40 € / 24 l = 1,2666… €/l, up 11,11 % on 1,14 €/l.
    expect(second.lines[0]).toMatchObject({
      price_per_base_unit: '0.001267',
      old_price_per_base_unit: '0.00114',
      change_pct: '11.11',
    });
    const impact = second.affected_recipes.find((recipe) => recipe.id === fries);
    expect(impact).toBeDefined();

    const done = await api.as(cook).post('supplier-invoices/apply/', nextInvoice());
    expect(done.statusCode, done.body).toBe(201);
    // Only the oil's price moved: the other three lines keep theirs and are not counted as
    // updated (issue 32).
    expect(done.json()).toMatchObject({ updated: 1, unchanged: 3, created: 0, skipped: 0 });
    const recipe = (await api.as(cook).get(`recipes/${fries}/`)).json();
    expect(recipe.cost_per_serving).toBe(impact?.new_cost_per_serving);
    expect(recipe.margin_pct).toBe(impact?.new_margin_pct);

    // Purchases: both invoices, per supplier and per month; the oil's last purchase is 0171.
    const purchases = (await api.as(cook).get('supplier-invoices/purchases/?months=3')).json();
    expect(purchases.by_supplier).toEqual([
      expect.objectContaining({ supplier_name: SUPPLIER, invoices_count: 2 }),
    ]);
    expect(purchases.by_month).toHaveLength(3);
    const last = (
      await api.as(cook).get(`supplier-invoices/last_purchase/?ingredient_instance=${ownOil}`)
    ).json();
    expect(last.purchase).toMatchObject({ number: 'A2026-0171', issue_date: '2026-11-17' });
    const free = await api.user();
    expect((await api.as(free).get('supplier-invoices/purchases/')).statusCode).toBe(403);
  });
});
