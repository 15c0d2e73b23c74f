import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type {
  PurchaseOrder,
  PurchaseOrderInputParsed,
  PurchaseOrderListItem,
  PurchaseOrderReceiveNotePreview,
  PurchaseOrderReceivePreview,
  PurchaseOrderReceived,
  PurchaseOrderSent,
  PurchaseOrderStatus,
  SuggestedOrders,
  SuggestedOrdersQuery,
} from '@costeo/domain/contracts/purchase-orders';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import { dec, toMoney } from '@costeo/domain/decimal';
import { formatsToBuy } from '@costeo/domain/purchase-format-buy';
import { invoiceUnitMeaning } from '@costeo/domain/purchase-format-units';
import { formatReadableQuantity } from '@costeo/domain/quantity-display';
import {
  receiptIncidents,
  type ReceiptDocumentLine,
  type ReceiptIncident,
} from '@costeo/domain/purchase-order-receipt';
import type { InvoicePreview } from '@costeo/domain/contracts/supplier-invoices';
import { BASE_UNITS, convertQuantity, type BaseUnit } from '@costeo/domain/units';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { DeliveryNotesService } from '../delivery-notes/delivery-notes.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import type { SupplierInvoicesService } from '../supplier-invoices/supplier-invoices.service.ts';
import type { SuppliersService } from '../suppliers/suppliers.service.ts';
import { madridClock } from './purchase-orders.clock.ts';
import { createOrderDocuments, type OrderDocumentsDeps } from './purchase-orders.documents.ts';
import { toListItem, toOrder } from './purchase-orders.mappers.ts';
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
  const buy = formatsToBuy(
    {
      name: product.name,
      baseUnit: product.baseUnit,
      purchaseQuantity: product.purchaseQuantity,
      purchaseUnit: product.purchaseUnit,
      purchasePrice: product.purchasePrice,
      density: product.density,
      unitWeight: product.unitWeight,
    },
    0,
  );
  return buy.ok
    ? buy.formatName
    : `formato de ${formatReadableQuantity(product.purchaseQuantity, product.purchaseUnit)}`;
}

/** A document line's unit as a cook reads it: "kg", "ud", "cajas" (Facturae's "03" is "kg"). */
function unitLabelOf(format: InvoicePreview['invoice']['format'], code: string): string {
  if (code === '') return '';
  const scheme = format === 'facturae' ? 'facturae' : format === 'ubl' ? 'unece' : 'text';
  const meaning = invoiceUnitMeaning({ scheme, code });
  if (meaning.kind === 'measure') return meaning.unit;
  if (meaning.kind === 'each') return 'ud';
  if (meaning.kind === 'package') return meaning.label.toLowerCase();
  return code;
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
  type NoteInput = Parameters<DeliveryNotesService['preview']>[1];
  type InvoiceRequest = Parameters<SupplierInvoicesService['preview']>[1];
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

  /** A sent order, else why it cannot be received. */
  async function sentOrder(ownerId: number, id: number) {
    const row = await repository.find(ownerId, id);
    if (!row) throw AppError.notFound();
    if (row.status === 'draft') {
      throw AppError.field('status', 'El pedido está en borrador: envíalo antes de recibirlo.');
    }
    if (row.status === 'received') throw AppError.field('status', 'Este pedido ya está recibido.');
    return row;
  }

  /** The order's lines with their formats in base units, as the products are now. */
  async function orderLinesOf(ownerId: number, orderId: number) {
    const lines = await repository.lines(ownerId, [orderId]);
    const ids = lines.flatMap((line) => (line.instanceId === null ? [] : [line.instanceId]));
    const products = new Map(
      (await readModel.products(ownerId, { productIds: ids })).map((p) => [p.id, p]),
    );
    return lines.map((line) => {
      const product = line.instanceId === null ? undefined : products.get(line.instanceId);
      const buy = product
        ? formatsToBuy(
            {
              name: product.name,
              baseUnit: product.baseUnit,
              purchaseQuantity: product.purchaseQuantity,
              purchaseUnit: product.purchaseUnit,
              purchasePrice: product.purchasePrice,
              density: product.density,
              unitWeight: product.unitWeight,
            },
            0,
          )
        : null;
      return {
        line: line.position,
        productId: product ? product.id : null,
        productName: line.productName,
        formatName: line.formatName,
        quantity: line.quantity,
        formatQuantity: buy?.ok ? buy.formatQuantity : null,
        unitPrice: line.unitPrice,
        baseUnit: product?.baseUnit ?? null,
      };
    });
  }

  /**
   * The order's lines against the document read by the invoices' preview (issue 37 point 5):
   * the document must be the order's supplier's, an invoice or albarán (not a credit note), its
   * table read. Quantities in the products' base units, with the formats as they are now (before
   * the document changes them).
   */
  async function incidentsOf(
    ownerId: number,
    row: NonNullable<Awaited<ReturnType<typeof repository.find>>>,
    preview: InvoicePreview,
  ): Promise<ReceiptIncident[]> {
    const documentName = preview.supplier.name ?? preview.invoice.supplier_name;
    if (row.supplierId === null || preview.supplier.id !== row.supplierId) {
      throw AppError.field(
        'supplier',
        `El documento es de «${documentName || 'un proveedor sin nombre'}» y el pedido, de «${row.supplierName}»: sube el albarán o la factura de «${row.supplierName}».`,
      );
    }
    if (preview.invoice.kind === 'credit_note') {
      throw AppError.field('content_base64', 'Un abono no sirve para recibir un pedido.');
    }
    if (preview.needs_columns) return [];
    const order = await orderLinesOf(ownerId, row.id);
    const document: ReceiptDocumentLine[] = preview.lines.map((line) => {
      const pack =
        line.pack_quantity !== null && line.pack_unit !== null && line.base_unit !== null
          ? convertQuantity(line.pack_quantity, line.pack_unit, line.base_unit)
          : null;
      return {
        line: line.line,
        productId: line.match.ingredient_instance,
        description: line.description,
        quantity: line.quantity,
        unitOfMeasure: unitLabelOf(preview.invoice.format, line.unit_of_measure),
        baseQuantity: pack?.ok ? pack.value.times(line.quantity) : null,
        pricePerBaseUnit: line.price_per_base_unit,
        baseUnit: BASE_UNITS.includes(line.base_unit as BaseUnit)
          ? (line.base_unit as BaseUnit)
          : null,
      };
    });
    const label = preview.invoice.format === 'pdf' ? 'el albarán o factura' : 'la factura';
    return receiptIncidents(order, document, label);
  }

  /** A typed albarán against the order: its supplier must be the order's; read before it is saved. */
  async function noteIncidentsOf(
    ownerId: number,
    row: NonNullable<Awaited<ReturnType<typeof repository.find>>>,
    input: NoteInput,
  ) {
    if (row.supplierId === null || input.supplier !== row.supplierId) {
      const chosen = await supplierOf(ownerId, input.supplier);
      throw AppError.field(
        'supplier',
        `El albarán es de «${chosen?.name ?? 'otro proveedor'}» y el pedido, de «${row.supplierName}»: elige «${row.supplierName}».`,
      );
    }
    const note = await deliveryNotes.preview(ownerId, input);
    const order = await orderLinesOf(ownerId, row.id);
    const document: ReceiptDocumentLine[] = note.lines.map((line) => ({
      line: line.line,
      productId: line.ingredient_instance,
      description: line.product_name,
      quantity: line.quantity,
      unitOfMeasure: line.unit === 'format' ? 'formatos' : line.unit,
      baseQuantity: line.quantity_base,
      pricePerBaseUnit: line.price_per_base_unit,
      baseUnit: BASE_UNITS.includes(line.base_unit as BaseUnit)
        ? (line.base_unit as BaseUnit)
        : null,
    }));
    return { note, incidents: receiptIncidents(order, document, 'el albarán') };
  }

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

    /**
     * The supplier's albarán or invoice checked against a sent order, without writing (issue 37
     * point 5): the invoices' preview of the document and the incidents line by line.
     */
    async receivePreview(
      ownerId: number,
      id: number,
      request: InvoiceRequest,
    ): Promise<PurchaseOrderReceivePreview> {
      await gate(ownerId);
      const row = await sentOrder(ownerId, id);
      const invoice = await invoices.preview(ownerId, request);
      const incidents = await incidentsOf(ownerId, row, invoice);
      return { order: (await load(ownerId, id)).order, invoice, incidents };
    },

    /**
     * Receives a sent order with the supplier's document: checked as the preview (the incidents
     * are found before the document changes the products' formats), applied through the supplier
     * invoices (prices, history, purchases through the ledger), then linked to the order, which
     * is marked received.
     */
    async receive(
      ownerId: number,
      id: number,
      request: InvoiceRequest,
    ): Promise<PurchaseOrderReceived> {
      await gate(ownerId);
      const row = await sentOrder(ownerId, id);
      const preview = await invoices.preview(ownerId, request);
      const incidents = await incidentsOf(ownerId, row, preview);
      if (preview.needs_columns) {
        throw AppError.field(
          'pdf_columns',
          'Indica las columnas de la tabla de este PDF (código, descripción, cantidad, precio…).',
        );
      }
      const applied = await invoices.apply(ownerId, request);
      if (!(await repository.markReceived(ownerId, id, now(), { invoiceId: applied.invoice.id }))) {
        throw AppError.field('status', 'Este pedido ya está recibido.');
      }
      return { order: (await load(ownerId, id)).order, invoice: applied, incidents };
    },

    /**
     * The albarán typed by hand checked against a sent order (issue 37 point 5), without writing:
     * the delivery notes' preview (its lines in base units) and the incidents.
     */
    async receiveNotePreview(
      ownerId: number,
      id: number,
      input: NoteInput,
    ): Promise<PurchaseOrderReceiveNotePreview> {
      await gate(ownerId);
      const row = await sentOrder(ownerId, id);
      const { note, incidents } = await noteIncidentsOf(ownerId, row, input);
      return { order: (await load(ownerId, id)).order, delivery_note: note, incidents };
    },

    /**
     * Receives a sent order with an albarán typed by hand: saved, linked, the order received.
     * `seed`: the demo's received order (its plan, Gratuito, does not write orders).
     */
    async receiveNote(
      ownerId: number,
      id: number,
      input: NoteInput,
      options: { seed?: boolean } = {},
    ): Promise<PurchaseOrderReceiveNotePreview> {
      if (!options.seed) await gate(ownerId);
      const row = await sentOrder(ownerId, id);
      const { incidents } = await noteIncidentsOf(ownerId, row, input);
      const saved = await deliveryNotes.create(ownerId, input);
      const noteId = saved.note?.id;
      if (noteId === undefined) throw new Error('saved delivery note without its id');
      if (!(await repository.markReceived(ownerId, id, now(), { deliveryNoteId: noteId }))) {
        throw AppError.field('status', 'Este pedido ya está recibido.');
      }
      return { order: (await load(ownerId, id)).order, delivery_note: saved, incidents };
    },

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
