import {
  purchaseOrderListSchema,
  purchaseOrderSchema,
  purchaseOrderSentSchema,
  type PurchaseOrder,
} from '@costeo/domain/contracts/purchase-orders';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';
import { startSmtpStandIn, type ReceivedMail } from '../../../test/smtp-stand-in.ts';
import { supplierProductCodes } from '../../db/schema/supplier-invoices.ts';
import {
  createMailSender,
  createSmtpTransport,
  type MailSender,
  type MailTransport,
} from '../mail/mail.service.ts';
import { madridClock } from './purchase-orders.clock.ts';

/*
 * Issue 37 point 4: orders to suppliers — drafts numbered per owner and year, edited whole,
 * printed, e-mailed with their PDF through the outbox to a real SMTP server, shared on WhatsApp.
 *
 * Makro's order (by hand): Huevo L bandeja 30 ud, 2 bandejas × 6,00 € = 12,00 €;
 * Leche entera (Makro's code L-66), 3 formatos de 6 l × 5,40 € = 16,20 €; total 28,20 €.
 * Edited: leche 2,5 formatos at 5,00 € = 12,50 €; total 24,50 €.
 */

const api = setupApi();
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let transport: MailTransport;
let sender: MailSender;
let chef: TestUser;
let other: TestUser;
let free: TestUser;
const ids: Record<string, number> = {};
const year = madridClock(new Date()).day.slice(0, 4);

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  transport = createSmtpTransport(smtp.url, 'Costeo <no-reply@costeo.test>', { timeoutMs: 5000 });
  sender = createMailSender({ db: api.t.database.db, transport, now: () => api.t.now() });
  chef = await api.user({ email: 'cocina@lacava.test' });
  other = await api.user();
  free = await api.user();
  await api.plan(chef, 'pro');
  await api.plan(other, 'pro');
  const profile = await api.as(chef).patch('profile/', {
    business_name: 'Taberna La Cava',
    legal_name: 'La Cava Hostelería S.L.',
    tax_id: 'B12345674',
    address: 'Calle Mayor 1, 28013 Madrid',
    phone: '910 00 00 00',
    business_email: 'compras@lacava.test',
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const supplier = async (body: object, user = chef) => {
    const response = await api.as(user).post('suppliers/', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  ids.makro = await supplier({
    name: 'Makro',
    email: 'clientes@makro.test',
    phone: '+34 917 54 30 00',
    delivery_days: [2, 5],
  });
  ids.frutas = await supplier({ name: 'Frutas García', phone: '600 11 22 33' });
  ids.theirs = await supplier({ name: 'Makro' }, other);
  const product = async (search: string, payload: object) =>
    createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, search),
      vat_pct: '4.00',
      waste_pct: '0',
      ...payload,
    });
  ids.huevo = await product('huevo l', {
    name: 'Huevo L bandeja 30 ud',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '6.00',
    supplier_id: ids.makro,
  });
  ids.leche = await product('leche entera', {
    name: 'Leche entera',
    purchase_quantity: '6',
    purchase_unit: 'l',
    purchase_price: '5.40',
    supplier_id: ids.makro,
  });
  ids.patata = await product('patata', {
    name: 'Patata agria caja 5 kg',
    purchase_quantity: '5',
    purchase_unit: 'kg',
    purchase_price: '6.00',
    supplier_id: ids.frutas,
  });
  await api.t.database.db.insert(supplierProductCodes).values({
    ownerId: chef.id,
    supplierKey: 'nombre:makro',
    code: 'L-66',
    ingredientInstanceId: ids.leche,
  });
});
afterAll(async () => {
  transport.close();
  await smtp.close();
});

const makroBody = () => ({
  delivery_date: '2026-03-10',
  notes: 'Dejar en la puerta de atrás.',
  supplier: ids.makro,
  lines: [
    { ingredient_instance: ids.huevo, quantity: 2 },
    { ingredient_instance: ids.leche, quantity: '3' },
  ],
});

async function create(body: object, user = chef): Promise<PurchaseOrder> {
  const response = await api.as(user).post('purchase-orders/', body);
  expect(response.statusCode, response.body).toBe(201);
  return purchaseOrderSchema.parse(response.json());
}

/** The PDF a mail carries: its base64 part, decoded. */
function attachedPdf(mail: ReceivedMail): { name: string; bytes: Uint8Array } {
  const match =
    /Content-Type: application\/pdf; name=([^\r\n]+)\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(
      mail.raw,
    );
  if (!match?.[1] || !match[2]) throw new Error(`no PDF in the mail:\n${mail.raw.slice(0, 2000)}`);
  return {
    name: match[1].replace(/"/g, '').trim(),
    bytes: new Uint8Array(Buffer.from(match[2].replace(/\s+/g, ''), 'base64')),
  };
}

const lineFigures = (order: PurchaseOrder) =>
  order.lines.map((line) => [
    line.product_name,
    line.supplier_code,
    line.quantity_text,
    line.unit_price,
    line.amount,
  ]);

describe('orders', () => {
  it('makes a numbered draft from the confirmed lines, at the products’ prices', async () => {
    const order = await create(makroBody());
    ids.order = order.id;
    expect(order).toMatchObject({
      number: `PED-${year}-0001`,
      status: 'draft',
      supplier: ids.makro,
      supplier_name: 'Makro',
      supplier_email: 'clientes@makro.test',
      delivery_date: '2026-03-10',
      total: '28.20',
      lines_count: 2,
      sent_at: null,
      notes: 'Dejar en la puerta de atrás.',
    });
    expect(lineFigures(order)).toEqual([
      ['Huevo L bandeja 30 ud', '', '2 bandejas de 30 ud', '6.0000', '12.00'],
      ['Leche entera', 'L-66', '3 formatos de 6 l', '5.4000', '16.20'],
    ]);
    expect(order.lines.map((line) => line.quantity)).toEqual(['2.000', '3.000']);
  });

  it('numbers orders made at once one after another, per account', async () => {
    const made = await Promise.all([1, 2, 3, 4].map(() => create(makroBody())));
    expect(made.map((order) => order.number).sort()).toEqual(
      [2, 3, 4, 5].map((n) => `PED-${year}-000${n}`),
    );
    const theirs = await create({ ...makroBody(), supplier: ids.theirs, lines: [] }, other).catch(
      () => null,
    );
    expect(theirs).toBeNull();
    for (const order of made) {
      expect((await api.as(chef).delete(`purchase-orders/${order.id}/`)).statusCode).toBe(204);
    }
  });

  it('edits a draft whole; refuses what is wrong in Spanish', async () => {
    const edited = await api.as(chef).put(`purchase-orders/${ids.order}/`, {
      ...makroBody(),
      lines: [
        { ingredient_instance: ids.huevo, quantity: 2 },
        { ingredient_instance: ids.leche, quantity: '2.5', unit_price: '5' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const order = purchaseOrderSchema.parse(edited.json());
    expect(order.number).toBe(`PED-${year}-0001`);
    expect(order.total).toBe('24.50');
    expect(lineFigures(order)[1]).toEqual([
      'Leche entera',
      'L-66',
      '2,5 formatos de 6 l',
      '5.0000',
      '12.50',
    ]);
    const bad = async (body: object) => {
      const response = await api.as(chef).post('purchase-orders/', { ...makroBody(), ...body });
      expect(response.statusCode).toBe(400);
      return response.json<Record<string, string[]>>();
    };
    expect(await bad({ supplier: ids.theirs })).toEqual({ supplier: ['El proveedor no existe.'] });
    expect(await bad({ lines: [] })).toEqual({ lines: ['Añade al menos una línea.'] });
    expect(await bad({ lines: [{ ingredient_instance: ids.huevo, quantity: '0' }] })).toMatchObject(
      { 'lines.0.quantity': [expect.stringMatching(/mayor o igual a 0.001/)] },
    );
    expect(
      await bad({ lines: [{ ingredient_instance: ids.huevo, quantity: '1.2345' }] }),
    ).toMatchObject({ 'lines.0.quantity': ['Asegúrate de que no haya más de 3 decimales.'] });
    const foreignProduct = await api.as(other).post('purchase-orders/', {
      ...makroBody(),
      supplier: ids.theirs,
    });
    expect(foreignProduct.json()).toEqual({ lines: ['Línea 1: el producto no existe.'] });
  });

  it('lists, filters and hides other accounts’ orders', async () => {
    const list = await api.as(chef).get('purchase-orders/?status=draft');
    expect(list.statusCode, list.body).toBe(200);
    const page = purchaseOrderListSchema.parse(list.json());
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ id: ids.order, total: '24.50', lines_count: 2 });
    expect(
      purchaseOrderListSchema.parse(
        (await api.as(chef).get(`purchase-orders/?supplier=${ids.frutas}`)).json(),
      ).count,
    ).toBe(0);
    expect((await api.as(chef).get('purchase-orders/?status=nada')).statusCode).toBe(400);
    expect((await api.as(other).get(`purchase-orders/${ids.order}/`)).statusCode).toBe(404);
    expect((await api.as(other).get(`purchase-orders/${ids.order}/pdf/`)).statusCode).toBe(404);
    expect((await api.as(other).delete(`purchase-orders/${ids.order}/`)).statusCode).toBe(404);
    expect(
      (await api.as(other).post(`purchase-orders/${ids.order}/send/`, { channel: 'email' }))
        .statusCode,
    ).toBe(404);
    expect(
      purchaseOrderListSchema.parse((await api.as(other).get('purchase-orders/')).json()).count,
    ).toBe(0);
    expect((await api.as(null).get('purchase-orders/')).statusCode).toBe(401);
  });

  it('prints the order: letterhead, number, supplier, delivery day, codes, lines and total', async () => {
    const response = await api.as(chef).get(`purchase-orders/${ids.order}/pdf/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pedido-PED-${year}-0001.pdf"`,
    );
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    for (const expected of [
      'TABERNA LA CAVA',
      'NIF: B12345674',
      `Pedido nº PED-${year}-0001`,
      'Makro',
      'martes, 10 de marzo de 2026',
      'L-66',
      '2,5 formatos de 6 l',
      '2 bandejas de 30 ud',
      '24,50 €',
      'Dejar en la puerta de atrás.',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
  });

  it('e-mails the order with its PDF to the supplier; the PDF’s lines equal the order', async () => {
    await sender.tick(); // the accounts' address-verification mails
    const before = smtp.received.length;
    const response = await api
      .as(chef)
      .post(`purchase-orders/${ids.order}/send/`, { channel: 'email' });
    expect(response.statusCode, response.body).toBe(200);
    const sent = purchaseOrderSentSchema.parse(response.json());
    expect(sent).toMatchObject({ channel: 'email', whatsapp_url: null, text: null });
    expect(sent.order).toMatchObject({ status: 'sent', sent_channel: 'email' });
    expect(sent.order.sent_at).not.toBeNull();
    // Only queued: nothing leaves before the loop's tick.
    expect(smtp.received.length).toBe(before);
    expect(await sender.tick()).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.received.slice(before);
    if (!mail) throw new Error('no mail');
    expect(mail.to).toEqual(['clientes@makro.test']);
    expect(mail.raw).toMatch(/^Reply-To: compras@lacava\.test/m);
    expect(mail.raw).toMatch(/^Subject: .*PED-\d{4}-0001/m);
    const pdf = attachedPdf(mail);
    expect(pdf.name).toBe(`pedido-PED-${year}-0001.pdf`);
    const { text } = await extractText(pdf.bytes, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const line of sent.order.lines) {
      const row = [line.supplier_code || '—', line.product_name, line.quantity_text];
      expect(flat).toContain(row.join(' '));
    }
    expect(flat).toContain('12,00 €');
    expect(flat).toContain('12,50 €');
    expect(flat).toContain('Total sin IVA 24,50 €');
  });

  it('a sent order is not edited or deleted; it is marked received', async () => {
    expect((await api.as(chef).put(`purchase-orders/${ids.order}/`, makroBody())).json()).toEqual({
      status: ['Solo se puede cambiar o borrar un pedido en borrador.'],
    });
    expect((await api.as(chef).delete(`purchase-orders/${ids.order}/`)).statusCode).toBe(400);
    const received = await api.as(chef).post(`purchase-orders/${ids.order}/received/`);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', received_incidents: [] });
    const again = await api.as(chef).post(`purchase-orders/${ids.order}/send/`, {
      channel: 'whatsapp',
    });
    expect(again.statusCode).toBe(400);
  });

  it('shares an order on WhatsApp with its text; without an e-mail the mail is refused', async () => {
    const order = await create({
      supplier: ids.frutas,
      delivery_date: '2026-03-12',
      lines: [{ ingredient_instance: ids.patata, quantity: 4 }],
    });
    const mail = await api.as(chef).post(`purchase-orders/${order.id}/send/`, { channel: 'email' });
    expect(mail.statusCode).toBe(400);
    expect(mail.json()).toEqual({
      channel: [
        '«Frutas García» no tiene correo electrónico: añádelo en su ficha o envía el pedido por WhatsApp.',
      ],
    });
    const response = await api
      .as(chef)
      .post(`purchase-orders/${order.id}/send/`, { channel: 'whatsapp' });
    expect(response.statusCode, response.body).toBe(200);
    const sent = purchaseOrderSentSchema.parse(response.json());
    expect(sent.text).toBe(
      [
        // 0002–0005 went to the drafts made at once and deleted: a number is never given twice.
        `Pedido PED-${year}-0006 de Taberna La Cava`,
        'Para: Frutas García',
        'Entrega: jueves, 12 de marzo de 2026',
        '',
        '- 4 cajas de 5 kg · Patata agria caja 5 kg',
      ].join('\n'),
    );
    expect(sent.whatsapp_url).toBe(
      `https://wa.me/34600112233?text=${encodeURIComponent(sent.text ?? '')}`,
    );
    expect(sent.order).toMatchObject({ status: 'sent', sent_channel: 'whatsapp' });
  });

  it('is Pro’s and Business’s', async () => {
    // The plan is checked before anything is read: the free account's body names the chef's ids.
    const refused = await api.as(free).post('purchase-orders/', makroBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'feature_not_available' });
    expect((await api.as(free).get('purchase-orders/')).statusCode).toBe(200);
  });
});
