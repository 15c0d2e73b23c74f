import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type {
  PurchaseOrder,
  PurchaseOrderInputParsed,
  PurchaseOrderListItem,
  PurchaseOrderSent,
  PurchaseOrderStatus,
  SuggestedOrders,
  SuggestedOrdersQuery,
} from '@costeo/domain/contracts/purchase-orders';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import { dec, toMoney } from '@costeo/domain/decimal';
import { formatReadableQuantity } from '@costeo/domain/quantity-display';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { DeliveryNotesService } from '../delivery-notes/delivery-notes.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import type { SupplierInvoicesService } from '../supplier-invoices/supplier-invoices.service.ts';
import type { SuppliersService } from '../suppliers/suppliers.service.ts';
import { madridClock } from './purchase-orders.clock.ts';
import { createOrderReceiving } from './purchase-orders.receive.ts';
import { createOrderDocuments, type OrderDocumentsDeps } from './purchase-orders.documents.ts';
import { productBuy, toListItem, toOrder } from './purchase-orders.mappers.ts';
import {
  createPurchaseOrdersReadModel,
  type OrderProductRow,
} from './purchase-orders.read-model.ts';
import {
  createPurchaseOrdersRepository,
  type NewPurchaseOrderLine,
} from './purchase-orders.repository.ts';
import { createSuggestOrders, type SuggestDeps } from './purchase-orders.suggest.ts';

/** The format a line counts: "caja de 5 kg" (the needs' wording), "kg", "formato de 5 l". */
function formatNameOf(product: OrderProductRow): string {
  const buy = productBuy(product);
  return buy.ok
    ? buy.formatName
    : `formato de ${formatReadableQuantity(product.purchaseQuantity, product.purchaseUnit)}`;
}

/**
 * Purchase orders (issue 37 points 3 and 4, decision 046): the suggested orders of a delivery
 * day, and the orders the chef confirms — a draft (edited whole, deleted), numbered per owner and
 * year when made, printed as a PDF, sent by e-mail or WhatsApp, then received. Writing and
 * suggesting are Pro's and Business's; reading and printing what exists is every plan's (an
 * account that went back to Gratuito keeps its orders), as the stock counts.
 */
export function createPurchaseOrdersService(
  deps: Omit<SuggestDeps, 'readModel'> &
    Omit<OrderDocumentsDeps, 'db'> & {
      db: Db;
      entitlements: Pick<EntitlementsService, 'assertFeature'>;
      suppliers: Pick<SuppliersService, 'list' | 'get'>;
      /** Receiving (issue 37 point 5): the supplier's document read and applied as an invoice. */
      invoices: Pick<SupplierInvoicesService, 'preview' | 'apply'>;
      /** Or the albarán typed by hand, previewed and saved by the delivery notes. */
      deliveryNotes: Pick<DeliveryNotesService, 'preview' | 'create'>;
    },
) {
  const { db, entitlements, suppliers, codes, invoices, deliveryNotes, now } = deps;
  const repository = createPurchaseOrdersRepository(db);
  const readModel = createPurchaseOrdersReadModel(db);
  const suggest = createSuggestOrders({ ...deps, readModel });
  const documents = createOrderDocuments(deps);

  const gate = (ownerId: number) => entitlements.assertFeature(ownerId, 'price_history');

  /** The owner's supplier; null when it is gone (another owner's: never asked for). */
  async function supplierOf(ownerId: number, id: number | null): Promise<Supplier | null> {
    if (id === null) return null;
    try {
      return await suppliers.get(ownerId, id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return null;
      throw error;
    }
  }

  /** The order's fields and lines as they will be stored; a 400 naming what is wrong. */
  async function planOrder(ownerId: number, input: PurchaseOrderInputParsed) {
    const supplier = await supplierOf(ownerId, input.supplier);
    if (!supplier) throw AppError.field('supplier', 'El proveedor no existe.');
    const ids = [...new Set(input.lines.map((line) => line.ingredient_instance))];
    const products = new Map(
      (await readModel.products(ownerId, { productIds: ids })).map((row) => [row.id, row]),
    );
    const codeOf = await codes.supplierCodes(
      ownerId,
      { taxId: supplier.tax_id, names: [supplier.name, ...supplier.aliases] },
      ids,
    );
    let total = dec(0);
    const lines: NewPurchaseOrderLine[] = input.lines.map((line, index) => {
      const product = products.get(line.ingredient_instance);
      if (!product) throw AppError.field('lines', `Línea ${index + 1}: el producto no existe.`);
      const unitPrice = line.unit_price ?? dec(product.purchasePrice).toFixed(4);
      const amount = toMoney(dec(line.quantity).times(unitPrice));
      total = total.plus(amount);
      return {
        position: index + 1,
        instanceId: product.id,
        productName: product.name.slice(0, 150),
        supplierCode: codeOf.get(product.id) ?? '',
        formatName: formatNameOf(product).slice(0, 80),
        quantity: line.quantity,
        unitPrice,
        amount,
      };
    });
    return {
      fields: {
        supplierId: supplier.id,
        supplierName: supplier.name,
        deliveryOn: input.delivery_date,
        notes: input.notes,
        total: toMoney(total),
      },
      lines,
    };
  }

  async function load(ownerId: number, id: number) {
    const row = await repository.find(ownerId, id);
    if (!row) throw AppError.notFound();
    const [lines, supplier] = await Promise.all([
      repository.lines(ownerId, [id]),
      supplierOf(ownerId, row.supplierId),
    ]);
    const order = toOrder(row, lines, {
      email: supplier?.email ?? '',
      phone: supplier?.phone ?? '',
    });
    return { order, supplier };
  }

  const receiving = createOrderReceiving({
    repository,
    readModel,
    invoices,
    deliveryNotes,
    gate,
    supplierOf,
    load,
    now,
  });

  const notDraft = () =>
    AppError.field('status', 'Solo se puede cambiar o borrar un pedido en borrador.');

  return {
    /** The suggested orders of a delivery day, per supplier (issue 37 point 3). */
    async suggested(ownerId: number, query: SuggestedOrdersQuery): Promise<SuggestedOrders> {
      await gate(ownerId);
      return suggest(ownerId, query);
    },

    /** `seed`: the demo's, on the free plan, which reads orders but does not write them. */
    async create(
      ownerId: number,
      input: PurchaseOrderInputParsed,
      options: { seed?: boolean } = {},
    ): Promise<PurchaseOrder> {
      if (!options.seed) await gate(ownerId);
      const planned = await planOrder(ownerId, input);
      const at = now();
      const year = Number(madridClock(at).day.slice(0, 4));
      const id = await db.transaction(async (tx) => {
        const inTx = createPurchaseOrdersRepository(tx);
        const sequence = await inTx.nextNumber(ownerId, year);
        const orderId = await inTx.insert(ownerId, {
          ...planned.fields,
          numberYear: year,
          numberSequence: sequence,
          at,
        });
        await inTx.replaceLines(ownerId, orderId, planned.lines);
        return orderId;
      });
      return (await load(ownerId, id)).order;
    },

    async list(
      ownerId: number,
      filters: { status?: PurchaseOrderStatus; supplierId?: number },
      page: PaginationQuery,
    ): Promise<{ count: number; results: PurchaseOrderListItem[] }> {
      const { count, rows } = await repository.list(ownerId, filters, pageWindow(page));
      return { count, results: rows.map((row) => toListItem(row, row.linesCount)) };
    },

    async get(ownerId: number, id: number): Promise<PurchaseOrder> {
      return (await load(ownerId, id)).order;
    },

    /** PUT: a draft rewritten whole (its number stays). */
    async update(
      ownerId: number,
      id: number,
      input: PurchaseOrderInputParsed,
    ): Promise<PurchaseOrder> {
      await gate(ownerId);
      const row = await repository.find(ownerId, id);
      if (!row) throw AppError.notFound();
      if (row.status !== 'draft') throw notDraft();
      const planned = await planOrder(ownerId, input);
      await db.transaction(async (tx) => {
        const inTx = createPurchaseOrdersRepository(tx);
        // Conditional: a send that got there first leaves the order as it was sent.
        if (!(await inTx.updateDraft(ownerId, id, { ...planned.fields, at: now() }))) {
          throw notDraft();
        }
        await inTx.replaceLines(ownerId, id, planned.lines);
      });
      return (await load(ownerId, id)).order;
    },

    async remove(ownerId: number, id: number): Promise<void> {
      await gate(ownerId);
      const row = await repository.find(ownerId, id);
      if (!row) throw AppError.notFound();
      if (row.status !== 'draft' || !(await repository.deleteDraft(ownerId, id))) throw notDraft();
    },

    async pdf(ownerId: number, id: number) {
      const { order, supplier } = await load(ownerId, id);
      return documents.pdf(ownerId, order, supplier);
    },

    /** E-mail (queued with its PDF) or WhatsApp (the link): the order is then `sent`. */
    async send(
      ownerId: number,
      id: number,
      channel: 'email' | 'whatsapp',
      options: { seed?: boolean } = {},
    ): Promise<PurchaseOrderSent> {
      if (!options.seed) await gate(ownerId);
      const { order, supplier } = await load(ownerId, id);
      const sent =
        channel === 'email'
          ? await documents.email(ownerId, order, supplier)
          : await documents.whatsapp(ownerId, order, supplier);
      return { ...sent, order: (await load(ownerId, id)).order };
    },

    ...receiving,

    /** Marks a sent order received without a document: the chef says so. */
    async received(ownerId: number, id: number): Promise<PurchaseOrder> {
      await gate(ownerId);
      const row = await repository.find(ownerId, id);
      if (!row) throw AppError.notFound();
      if (!(await repository.markReceived(ownerId, id, now()))) {
        throw AppError.field('status', 'Solo se puede marcar como recibido un pedido enviado.');
      }
      return (await load(ownerId, id)).order;
    },
  };
}

export type PurchaseOrdersService = ReturnType<typeof createPurchaseOrdersService>;
