import type {
  PurchaseOrder,
  PurchaseOrderReceiveNotePreview,
  PurchaseOrderReceivePreview,
  PurchaseOrderReceived,
} from '@costeo/domain/contracts/purchase-orders';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import type { InvoicePreview } from '@costeo/domain/contracts/supplier-invoices';
import { invoiceUnitMeaning } from '@costeo/domain/purchase-format-units';
import {
  receiptIncidents,
  type ReceiptDocumentLine,
  type ReceiptIncident,
} from '@costeo/domain/purchase-order-receipt';
import { readableQuantity } from '@costeo/domain/quantity-display';
import { BASE_UNITS, convertQuantity, type BaseUnit } from '@costeo/domain/units';
import { AppError } from '../../lib/app-error.ts';
import type { DeliveryNotesService } from '../delivery-notes/delivery-notes.service.ts';
import type { SupplierInvoicesService } from '../supplier-invoices/supplier-invoices.service.ts';
import { productBuy } from './purchase-orders.mappers.ts';
import type { createPurchaseOrdersReadModel } from './purchase-orders.read-model.ts';
import type { createPurchaseOrdersRepository } from './purchase-orders.repository.ts';

type NoteInput = Parameters<DeliveryNotesService['preview']>[1];
type InvoiceRequest = Parameters<SupplierInvoicesService['preview']>[1];

export interface OrderReceivingDeps {
  repository: ReturnType<typeof createPurchaseOrdersRepository>;
  readModel: ReturnType<typeof createPurchaseOrdersReadModel>;
  /** The supplier's document read and applied as an invoice. */
  invoices: Pick<SupplierInvoicesService, 'preview' | 'apply'>;
  /** Or the albarán typed by hand, previewed and saved by the delivery notes. */
  deliveryNotes: Pick<DeliveryNotesService, 'preview' | 'create'>;
  /** Pro and Business only. */
  gate: (ownerId: number) => Promise<unknown>;
  supplierOf: (ownerId: number, id: number | null) => Promise<Supplier | null>;
  load: (ownerId: number, id: number) => Promise<{ order: PurchaseOrder }>;
  now: () => Date;
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
 * Receiving a sent order (issue 37 point 5, decision 046): the supplier's invoice or albarán (a
 * file, photos, or typed by hand) checked against the order line by line — the incidents — before
 * the delivery is recorded through the supplier invoices or the delivery notes, then the order
 * marked received with its document.
 */
export function createOrderReceiving(deps: OrderReceivingDeps) {
  const { repository, readModel, invoices, deliveryNotes, gate, supplierOf, load, now } = deps;

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
      const buy = product ? productBuy(product) : null;
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
    const document: ReceiptDocumentLine[] = note.lines.map((line) => {
      const baseUnit = BASE_UNITS.includes(line.base_unit as BaseUnit)
        ? (line.base_unit as BaseUnit)
        : null;
      // Said as a cook reads it ("10 kg", "30 ud", "1,5 l"), never "2 formatos" or "1.500 ml":
      // an unordered product's incident names it so.
      const said = baseUnit === null ? null : readableQuantity(line.quantity_base, baseUnit);
      return {
        line: line.line,
        productId: line.ingredient_instance,
        description: line.product_name,
        quantity: said ? said.value.toDecimalPlaces(said.maxDecimals).toString() : line.quantity,
        unitOfMeasure: said ? said.unit : line.unit === 'format' ? 'formatos' : line.unit,
        baseQuantity: line.quantity_base,
        pricePerBaseUnit: line.price_per_base_unit,
        baseUnit,
      };
    });
    return { note, incidents: receiptIncidents(order, document, 'el albarán') };
  }

  return {
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
      if (
        !(await repository.markReceived(ownerId, id, now(), {
          invoiceId: applied.invoice.id,
          incidents,
        }))
      ) {
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
      if (
        !(await repository.markReceived(ownerId, id, now(), { deliveryNoteId: noteId, incidents }))
      ) {
        throw AppError.field('status', 'Este pedido ya está recibido.');
      }
      return { order: (await load(ownerId, id)).order, delivery_note: saved, incidents };
    },
  };
}
