import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type Db } from '../src/db/client.ts';
import {
  deliveryNoteLines,
  deliveryNotes,
  ingredientPriceHistory,
  purchases,
  supplierInvoices,
} from '../src/db/schema.ts';
import type { TestApp } from './build-test-app.ts';
import { createUser, type TestUser } from './factories.ts';

/*
 * An account with what issue 32 added (suppliers, products that belong to them, a price change,
 * an invoice linked to its supplier, an albarán with a line, and the purchases they left), for the
 * round trips of export-account / import-account and backup / restore. The documents and purchases
 * are written straight into their tables, as the ledger would.
 */

/**
 * Two accounts on `t`: another one first, with an invoice and an albarán of its own (so the chef's
 * documents have ids an import elsewhere will not give them), then the chef's kitchen.
 */
export async function seedSuppliersAccount(t: TestApp): Promise<TestUser> {
  const first = await createUser(t.app);
  const chef = await createUser(t.app);
  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: chef.headers,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const created = async <T>(response: Promise<{ statusCode: number; body: string }>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(201);
    return JSON.parse(answer.body) as T;
  };
  const definition = (
    await api('GET', 'ingredient-definitions/search_suggestions/?q=cebolla')
  ).json<{ id: number }[]>()[0]?.id;
  const huerta = await created<{ id: number }>(
    api('POST', 'suppliers/', {
      name: 'Huerta Viva',
      tax_id: 'B12345674',
      aliases: ['Huerta Viva S.L.'],
      phone: '+34 961 234 567',
      delivery_days: [1, 4],
      order_cutoff: '18:00',
    }),
  );
  await created(api('POST', 'suppliers/', { name: 'Makro', email: 'pedidos@makro.test' }));
  const onion = await created<{ id: number }>(
    api('POST', 'ingredient-instances/', {
      definition,
      name: 'Cebolla dulce',
      purchase_quantity: '10',
      purchase_unit: 'kg',
      purchase_price: '12.00',
      supplier_id: huerta.id,
    }),
  );
  await created(
    api('POST', 'ingredient-instances/', {
      definition,
      name: 'Cebolla morada',
      purchase_quantity: '5',
      purchase_unit: 'kg',
      purchase_price: '8.00',
      supplier: 'MAKRO S.A.',
    }),
  );
  expect(
    (await api('PATCH', `ingredient-instances/${onion.id}/`, { purchase_price: '13.50' }))
      .statusCode,
  ).toBe(200);

  // The documents and the purchases, written straight into their tables as the ledger would.
  const db = t.database.db;
  // The new price came from the invoice below.
  await db
    .update(ingredientPriceHistory)
    .set({ sourceKind: 'invoice', source: 'Factura A-123 de Huerta Viva S.L., 10/11/2026' })
    .where(
      and(
        eq(ingredientPriceHistory.instanceId, onion.id),
        eq(ingredientPriceHistory.purchasePrice, '13.5000'),
      ),
    );
  const at = new Date('2026-11-12T09:30:00Z');
  // The other account's documents come first: the chef's have ids the import will not give.
  await db.insert(supplierInvoices).values({
    ownerId: first.id,
    supplierKey: 'otro',
    supplierName: 'Otro',
    number: '1',
    issueDate: '2026-11-01',
    format: 'ubl',
    kind: 'invoice',
    totalNet: '1.00',
    totalVat: '0.10',
    total: '1.10',
    appliedAt: at,
  });
  await db.insert(deliveryNotes).values({
    ownerId: first.id,
    supplierName: 'Otro',
    deliveredOn: '2026-11-01',
    totalNet: '1.00',
    createdAt: at,
  });
  const [invoice] = await db
    .insert(supplierInvoices)
    .values({
      ownerId: chef.id,
      supplierKey: 'B12345674',
      supplierName: 'Huerta Viva S.L.',
      supplierTaxId: 'B12345674',
      supplierId: huerta.id,
      number: 'A-123',
      issueDate: '2026-11-10',
      format: 'facturae',
      kind: 'invoice',
      totalNet: '27.00',
      totalVat: '1.08',
      total: '28.08',
      appliedAt: at,
    })
    .returning({ id: supplierInvoices.id });
  const [note] = await db
    .insert(deliveryNotes)
    .values({
      ownerId: chef.id,
      supplierId: huerta.id,
      supplierName: 'Huerta Viva',
      number: '88',
      deliveredOn: '2026-11-12',
      notes: 'Dejado en cámara',
      totalNet: '13.50',
      createdAt: at,
    })
    .returning({ id: deliveryNotes.id });
  await db.insert(deliveryNoteLines).values({
    noteId: note?.id ?? 0,
    ownerId: chef.id,
    position: 1,
    instanceId: onion.id,
    productName: 'Cebolla dulce',
    quantity: '1',
    unit: 'format',
    newPrice: '13.5000',
    quantityBase: '10000',
    baseUnit: 'g',
    previousUnitCost: '0.0012',
    priceChanged: true,
    pricePerBaseUnit: '0.00135',
    netAmount: '13.50',
  });
  const purchase = {
    ownerId: chef.id,
    instanceId: onion.id,
    productName: 'Cebolla dulce',
    supplierId: huerta.id,
    supplierName: 'Huerta Viva',
    quantity: '20000',
    baseUnit: 'g' as const,
    pricePerBaseUnit: '0.00135',
    netAmount: '27.00',
    createdAt: at,
  };
  await db.insert(purchases).values([
    {
      ...purchase,
      purchasedOn: '2026-11-10',
      sourceKind: 'invoice',
      sourceRef: 'Factura A-123 de Huerta Viva S.L., 10/11/2026',
      sourceId: invoice?.id ?? 0,
    },
    {
      ...purchase,
      purchasedOn: '2026-11-12',
      quantity: '10000',
      netAmount: '13.50',
      sourceKind: 'delivery_note',
      sourceRef: 'Albarán 88 de Huerta Viva, 12/11/2026',
      sourceId: note?.id ?? 0,
    },
    {
      ...purchase,
      purchasedOn: '2026-11-01',
      sourceKind: 'price_list',
      sourceRef: 'tarifa-noviembre.xlsx',
      sourceId: null,
    },
  ]);
  return chef;
}

/**
 * The account's rows of the issue-32 tables, every id replaced by what it names (a supplier's, a
 * product's name, a document's number), so two accounts with different ids compare equal.
 */
export async function accountRows(db: Db, ownerId: number): Promise<Record<string, unknown[]>> {
  const rows = (query: ReturnType<typeof sql>) => queryRows<{ r: unknown }>(db, query);
  const pick = async (query: ReturnType<typeof sql>) => (await rows(query)).map((row) => row.r);
  return {
    suppliers: await pick(sql`select to_jsonb(s) - 'id' - 'owner_id' as r from suppliers s
      where s.owner_id = ${ownerId} order by s.name`),
    products: await pick(sql`select jsonb_build_object('name', i.name, 'supplier', i.supplier,
        'supplier_ref', s.name, 'price', i.purchase_price) as r
      from ingredient_instances i left join suppliers s on s.id = i.supplier_id
      where i.owner_id = ${ownerId} order by i.name`),
    price_history: await pick(sql`select jsonb_build_object('product', i.name,
        'price', h.purchase_price, 'source', h.source, 'source_kind', h.source_kind,
        'changed_at', h.changed_at) as r
      from ingredient_price_history h join ingredient_instances i on i.id = h.instance_id
      where h.owner_id = ${ownerId} order by i.name, h.changed_at, h.purchase_price`),
    supplier_invoices: await pick(sql`select to_jsonb(v) - 'id' - 'owner_id' - 'supplier_id'
        || jsonb_build_object('supplier_ref', s.name) as r
      from supplier_invoices v left join suppliers s on s.id = v.supplier_id
      where v.owner_id = ${ownerId} order by v.number`),
    delivery_notes: await pick(sql`select to_jsonb(n) - 'id' - 'owner_id' - 'supplier_id'
        || jsonb_build_object('supplier_ref', s.name) as r
      from delivery_notes n left join suppliers s on s.id = n.supplier_id
      where n.owner_id = ${ownerId} order by n.number`),
    delivery_note_lines: await pick(sql`select to_jsonb(l) - 'id' - 'owner_id' - 'note_id'
        - 'instance_id' || jsonb_build_object('note', n.number, 'product_ref', i.name) as r
      from delivery_note_lines l join delivery_notes n on n.id = l.note_id
        left join ingredient_instances i on i.id = l.instance_id
      where l.owner_id = ${ownerId} order by n.number, l.position`),
    purchases: await pick(sql`select to_jsonb(p) - 'id' - 'owner_id' - 'instance_id'
        - 'supplier_id' - 'source_id' || jsonb_build_object('product_ref', i.name,
        'supplier_ref', s.name, 'document', coalesce(v.number, n.number)) as r
      from purchases p
        left join ingredient_instances i on i.id = p.instance_id
        left join suppliers s on s.id = p.supplier_id
        left join supplier_invoices v
          on p.source_kind = 'invoice' and v.id = p.source_id and v.owner_id = p.owner_id
        left join delivery_notes n
          on p.source_kind = 'delivery_note' and n.id = p.source_id and n.owner_id = p.owner_id
      where p.owner_id = ${ownerId} order by p.purchased_on, p.source_kind`),
  };
}
