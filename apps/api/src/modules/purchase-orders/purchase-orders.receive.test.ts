import {
  purchaseOrderReceiveNotePreviewSchema,
  purchaseOrderReceivedSchema,
  purchaseOrderReceivePreviewSchema,
  purchaseOrderSchema,
  type PurchaseOrder,
} from '@costeo/domain/contracts/purchase-orders';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { buildFacturae } from '../../../test/fixtures/invoices/facturae-builder.ts';
import { createProduct, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * Issue 37 point 5: an order received with the supplier's invoice, checked against it.
 *
 * The order to Huerta Viva, by hand:
 *   1. Tomate pera, 5 formatos de 5 kg × 6,00 € (1,20 €/kg) = 30,00 €
 *   2. Leche entera, 2 formatos de 6 l × 5,40 € (0,90 €/l) = 10,80 €
 *   3. Huevos camperos L, 1 formato de 30 ud × 6,00 € (0,20 €/ud) = 6,00 €
 * The invoice HV-0100:
 *   1. Tomate pera 15 kg × 1,20 € = 18,00 € → 15 000 g = 3 formatos: 2 short, same price.
 *   2. Leche entera 12 l × 0,95 € = 11,40 € → 12 000 ml = 2 formatos as ordered, but 0,95 €/l
 *      against 0,90 €/l (5,6 % and 5 cents more).
 *   3. Huevos camperos L 30 ud × 0,20 € = 6,00 €: as ordered.
 *   4. Perejil manojo 2 ud × 0,80 €: not ordered (and no product: skipped on apply).
 */

const api = setupApi();
const TAX_ID = 'B12345674';
let chef: TestUser;
let free: TestUser;
const ids = { huerta: 0, makro: 0, tomate: 0, leche: 0, huevos: 0, calabacin: 0, aceite: 0 };

beforeAll(async () => {
  chef = await api.user();
  free = await api.user();
  await api.plan(chef, 'pro');
  const supplier = async (body: object) => {
    const response = await api.as(chef).post('suppliers/', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  ids.huerta = await supplier({ name: 'Huerta Viva', tax_id: TAX_ID, phone: '600 11 22 33' });
  ids.makro = await supplier({ name: 'Makro', tax_id: 'A28647451', phone: '600 44 55 66' });
  const product = async (search: string, payload: object) =>
    createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, search),
      vat_pct: '4.00',
      waste_pct: '0',
      supplier_id: ids.huerta,
      ...payload,
    });
  ids.tomate = await product('tomate pera', {
    name: 'Tomate pera',
    purchase_quantity: '5',
    purchase_unit: 'kg',
    purchase_price: '6.00',
  });
  ids.leche = await product('leche entera', {
    name: 'Leche entera',
    purchase_quantity: '6',
    purchase_unit: 'l',
    purchase_price: '5.40',
  });
  ids.huevos = await product('huevo l', {
    name: 'Huevos camperos L',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '6.00',
  });
  ids.calabacin = await product('calabacin', {
    name: 'Calabacín',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '1.20',
  });
  ids.aceite = await product('aceite de oliva', {
    name: 'Aceite de oliva',
    purchase_quantity: '5',
    purchase_unit: 'l',
    purchase_price: '30.00',
  });
});

async function order(lines: { ingredient_instance: number; quantity: number }[]) {
  const created = await api.as(chef).post('purchase-orders/', {
    supplier: ids.huerta,
    delivery_date: '2026-11-24',
    lines,
  });
  expect(created.statusCode, created.body).toBe(201);
  return purchaseOrderSchema.parse(created.json());
}

async function send(id: number) {
  const sent = await api.as(chef).post(`purchase-orders/${id}/send/`, { channel: 'whatsapp' });
  expect(sent.statusCode, sent.body).toBe(200);
}

const invoice = (number: string, seller = { name: 'Huerta Viva S.L.', taxId: TAX_ID }) =>
  buildFacturae({
    sellerName: seller.name,
    sellerTaxId: seller.taxId,
    number,
    date: '2026-11-24',
    lines: [
      { description: 'Tomate pera', quantity: '15', unit: '03', unitPrice: '1.20' },
      { description: 'Leche entera', quantity: '12', unit: '04', unitPrice: '0.95' },
      { description: 'Huevos camperos L', quantity: '30', unit: '01', unitPrice: '0.20' },
      { description: 'Perejil manojo', quantity: '2', unit: '01', unitPrice: '0.80' },
    ],
  });

describe('receiving an order with the supplier’s invoice (issue 37 point 5)', () => {
  let placed: PurchaseOrder;

  beforeAll(async () => {
    placed = await order([
      { ingredient_instance: ids.tomate, quantity: 5 },
      { ingredient_instance: ids.leche, quantity: 2 },
      { ingredient_instance: ids.huevos, quantity: 1 },
    ]);
  });

  it('checks only a sent order', async () => {
    const draft = await api
      .as(chef)
      .post(`purchase-orders/${placed.id}/receive/preview/`, invoice('HV-0100'));
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toEqual({
      status: ['El pedido está en borrador: envíalo antes de recibirlo.'],
    });
    await send(placed.id);
  });

  it('finds the short tomatoes, the dearer milk and the parsley not ordered', async () => {
    const response = await api
      .as(chef)
      .post(`purchase-orders/${placed.id}/receive/preview/`, invoice('HV-0100'));
    expect(response.statusCode, response.body).toBe(200);
    const preview = purchaseOrderReceivePreviewSchema.parse(response.json());
    expect(preview.invoice.supplier).toMatchObject({ id: ids.huerta, matched_by: 'tax_id' });
    expect(preview.invoice.lines.map((line) => line.match.ingredient_instance)).toEqual([
      ids.tomate,
      ids.leche,
      ids.huevos,
      null,
    ]);
    expect(
      preview.incidents.map(({ kind, order_line, document_lines, message }) => ({
        kind,
        order_line,
        document_lines,
        message,
      })),
    ).toEqual([
      {
        kind: 'short',
        order_line: 1,
        document_lines: [1],
        message: 'Faltan 2 formatos de 5 kg de Tomate pera: se pidieron 5 y llegan 3.',
      },
      {
        kind: 'price',
        order_line: 2,
        document_lines: [2],
        message: 'Precio distinto de Leche entera: 0,90 €/l en el pedido, 0,95 €/l en la factura.',
      },
      {
        kind: 'extra',
        order_line: null,
        document_lines: [4],
        message: 'Perejil manojo (2 ud) viene en la factura y no está en el pedido.',
      },
    ]);
    expect(preview.incidents[0]).toMatchObject({ ordered: '5.000', delivered: '3.000' });
    expect(preview.incidents[1]).toMatchObject({
      ordered_price: '0.9000',
      document_price: '0.9500',
      price_unit: 'l',
    });
    // Nothing written: the order is still sent, the milk still at 5,40 €.
    expect(preview.order).toMatchObject({ status: 'sent', received_invoice: null });
    const milk = await api.as(chef).get(`ingredient-instances/${ids.leche}/`);
    expect(milk.json()).toMatchObject({ purchase_price: '5.4000' });
  });

  it('refuses another supplier’s document, naming both', async () => {
    const response = await api
      .as(chef)
      .post(
        `purchase-orders/${placed.id}/receive/preview/`,
        invoice('MK-1', { name: 'Makro Autoservicio Mayorista S.A.', taxId: 'A28647451' }),
      );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      supplier: [
        'El documento es de «Makro» y el pedido, de «Huerta Viva»: sube el albarán o la factura de «Huerta Viva».',
      ],
    });
  });

  it('receives it: the invoice applied and linked, the new prices recorded', async () => {
    const response = await api
      .as(chef)
      .post(`purchase-orders/${placed.id}/receive/`, invoice('HV-0100'));
    expect(response.statusCode, response.body).toBe(200);
    const received = purchaseOrderReceivedSchema.parse(response.json());
    expect(received.incidents.map((incident) => incident.kind)).toEqual([
      'short',
      'price',
      'extra',
    ]);
    expect(received.invoice).toMatchObject({ skipped: 1, created: 0 });
    expect(received.order).toMatchObject({
      status: 'received',
      received_invoice: received.invoice.invoice.id,
    });
    expect(received.order.received_at).not.toBeNull();
    // The incidents are kept with the order: the same ones when it is opened again.
    expect(received.order.received_incidents).toEqual(received.incidents);
    const reopened = await api.as(chef).get(`purchase-orders/${placed.id}/`);
    expect(reopened.json<{ received_incidents: unknown }>().received_incidents).toEqual(
      received.incidents,
    );
    const stored = await api.as(chef).get(`supplier-invoices/${received.invoice.invoice.id}/`);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ number: 'HV-0100', supplier: ids.huerta });

    // The ledger's purchases of the invoice: 15 000 g at 0,0012 €/g = 18,00 €; 12 000 ml at
    // 0,00095 €/ml = 11,40 €; 30 ud at 0,20 € = 6,00 €.
    const rows = await api.as(chef).get(`purchases/?page_size=100&supplier=${ids.huerta}`);
    expect(rows.statusCode, rows.body).toBe(200);
    const purchases = rows.json<{
      results: {
        ingredient_instance: number | null;
        quantity: string;
        price_per_base_unit: string;
        net_amount: string;
        source_id: number | null;
      }[];
    }>().results;
    expect(
      purchases
        .filter((row) => row.source_id === received.invoice.invoice.id)
        .map((row) => [
          row.ingredient_instance,
          row.quantity,
          row.price_per_base_unit,
          row.net_amount,
        ])
        .sort(),
    ).toEqual(
      [
        [ids.tomate, '15000.000', '0.0012', '18.00'],
        [ids.leche, '12000.000', '0.00095', '11.40'],
        [ids.huevos, '30.000', '0.2000', '6.00'],
      ].sort(),
    );
    // The milk's price is the invoice's now: 0,95 € per litre.
    const milk = await api.as(chef).get(`ingredient-instances/${ids.leche}/`);
    expect(milk.json()).toMatchObject({
      purchase_quantity: '1',
      purchase_unit: 'l',
      purchase_price: '0.9500',
    });

    const again = await api
      .as(chef)
      .post(`purchase-orders/${placed.id}/receive/`, invoice('HV-0101'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: ['Este pedido ya está recibido.'] });
  });

  it('is Pro’s and Business’s', async () => {
    const refused = await api
      .as(free)
      .post(`purchase-orders/${placed.id}/receive/preview/`, invoice('HV-0102'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'feature_not_available' });
  });
});

/*
 * The albarán typed by hand, by hand: ordered 10 kg of Calabacín at 1,20 € and 2 formatos de 5 l
 * of Aceite de oliva at 30,00 € (6,00 €/l); the albarán says 8 kg of calabacín (2 kg short) and
 * 2 formatos of oil at a new 31,50 € (6,30 €/l: 5 % and 30 cents more).
 */
describe('receiving an order with an albarán typed by hand (issue 37 point 5)', () => {
  let placed: PurchaseOrder;
  const note = (supplier = ids.huerta) => ({
    supplier,
    date: '2026-11-20',
    number: 'A-77',
    lines: [
      { ingredient_instance: ids.calabacin, quantity: '8' },
      { ingredient_instance: ids.aceite, quantity: '2', new_price: '31.50' },
    ],
  });

  beforeAll(async () => {
    placed = await order([
      { ingredient_instance: ids.calabacin, quantity: 10 },
      { ingredient_instance: ids.aceite, quantity: 2 },
    ]);
    await send(placed.id);
  });

  it('finds the short courgettes and the dearer oil, then receives the order with it', async () => {
    const wrong = await api
      .as(chef)
      .post(`purchase-orders/${placed.id}/receive/delivery-note/preview/`, note(ids.makro));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      supplier: ['El albarán es de «Makro» y el pedido, de «Huerta Viva»: elige «Huerta Viva».'],
    });

    const response = await api
      .as(chef)
      .post(`purchase-orders/${placed.id}/receive/delivery-note/preview/`, note());
    expect(response.statusCode, response.body).toBe(200);
    const preview = purchaseOrderReceiveNotePreviewSchema.parse(response.json());
    expect(preview.incidents.map((incident) => [incident.kind, incident.message])).toEqual([
      ['short', 'Faltan 2 kg de Calabacín: se pidieron 10 y llegan 8.'],
      [
        'price',
        'Precio distinto de Aceite de oliva: 6,00 €/l en el pedido, 6,30 €/l en el albarán.',
      ],
    ]);
    expect(preview.delivery_note.note).toBeNull();
    expect(preview.order.status).toBe('sent');

    const received = await api
      .as(chef)
      .post(`purchase-orders/${placed.id}/receive/delivery-note/`, note());
    expect(received.statusCode, received.body).toBe(200);
    const done = purchaseOrderReceiveNotePreviewSchema.parse(received.json());
    expect(done.incidents.map((incident) => incident.kind)).toEqual(['short', 'price']);
    expect(done.delivery_note.note).not.toBeNull();
    expect(done.order).toMatchObject({
      status: 'received',
      received_invoice: null,
      received_delivery_note: done.delivery_note.note?.id,
    });
    expect(done.order.received_incidents).toEqual(done.incidents);
    const reopened = await api.as(chef).get(`purchase-orders/${placed.id}/`);
    expect(
      reopened
        .json<{ received_incidents: { kind: string }[] }>()
        .received_incidents.map((incident) => incident.kind),
    ).toEqual(['short', 'price']);
    const oil = await api.as(chef).get(`ingredient-instances/${ids.aceite}/`);
    expect(oil.json()).toMatchObject({ purchase_price: '31.5000' });
  });

  it('names a product that came unordered by what it holds: 2 cajas of potatoes are 10 kg', async () => {
    const potatoes = await createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, 'patata'),
      name: 'Patata agria caja 5 kg',
      vat_pct: '4.00',
      waste_pct: '0',
      supplier_id: ids.huerta,
      purchase_quantity: '5',
      purchase_unit: 'kg',
      purchase_price: '4.50',
    });
    const oilOnly = await order([{ ingredient_instance: ids.aceite, quantity: 1 }]);
    await send(oilOnly.id);
    const response = await api
      .as(chef)
      .post(`purchase-orders/${oilOnly.id}/receive/delivery-note/preview/`, {
        supplier: ids.huerta,
        date: '2026-11-20',
        number: '',
        lines: [
          { ingredient_instance: ids.aceite, quantity: '1' },
          { ingredient_instance: potatoes, quantity: '2', unit: 'format' },
          { ingredient_instance: ids.calabacin, quantity: '3' },
          { ingredient_instance: ids.aceite, quantity: '0.5', unit: 'l' },
        ],
      });
    expect(response.statusCode, response.body).toBe(200);
    const preview = purchaseOrderReceiveNotePreviewSchema.parse(response.json());
    expect(
      preview.incidents.map(({ kind, ingredient_instance, document_lines, message }) => ({
        kind,
        ingredient_instance,
        document_lines,
        message,
      })),
    ).toEqual([
      {
        kind: 'over',
        ingredient_instance: ids.aceite,
        document_lines: [1, 4],
        message:
          'Llegan 0,1 formatos de 5 l de más de Aceite de oliva: se pidieron 1 y llegan 1,1.',
      },
      {
        kind: 'extra',
        ingredient_instance: potatoes,
        document_lines: [2],
        message: 'Patata agria caja 5 kg (10 kg) viene en el albarán y no está en el pedido.',
      },
      {
        kind: 'extra',
        ingredient_instance: ids.calabacin,
        document_lines: [3],
        message: 'Calabacín (3 kg) viene en el albarán y no está en el pedido.',
      },
    ]);
  });
});
