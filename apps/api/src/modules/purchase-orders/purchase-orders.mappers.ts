import type {
  PurchaseOrder,
  PurchaseOrderLine,
  PurchaseOrderListItem,
} from '@costeo/domain/contracts/purchase-orders';
import { dec, toQuantity } from '@costeo/domain/decimal';
import { formatsToBuy } from '@costeo/domain/purchase-format-buy';
import { formatPurchaseOrderNumber, orderQuantityText } from '@costeo/domain/purchase-orders';
import type { OrderProductRow } from './purchase-orders.read-model.ts';
import type { PurchaseOrderLineRow, PurchaseOrderRow } from './purchase-orders.repository.ts';

export function toLine(row: PurchaseOrderLineRow): PurchaseOrderLine {
  return {
    line: row.position,
    ingredient_instance: row.instanceId,
    product_name: row.productName,
    supplier_code: row.supplierCode,
    format_name: row.formatName,
    quantity: toQuantity(dec(row.quantity)),
    quantity_text: orderQuantityText(row.quantity, row.formatName),
    unit_price: dec(row.unitPrice).toFixed(4),
    amount: dec(row.amount).toFixed(2),
  };
}

export function toListItem(row: PurchaseOrderRow, linesCount: number): PurchaseOrderListItem {
  return {
    id: row.id,
    number: formatPurchaseOrderNumber(row.numberYear, row.numberSequence),
    status: row.status,
    supplier: row.supplierId,
    supplier_name: row.supplierName,
    delivery_date: row.deliveryOn,
    total: dec(row.total).toFixed(2),
    lines_count: linesCount,
    sent_at: row.sentAt?.toISOString() ?? null,
    sent_channel: row.sentChannel,
    received_at: row.receivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toOrder(
  row: PurchaseOrderRow,
  lines: readonly PurchaseOrderLineRow[],
  contact: { email: string; phone: string },
): PurchaseOrder {
  return {
    ...toListItem(row, lines.length),
    notes: row.notes,
    supplier_email: contact.email,
    supplier_phone: contact.phone,
    received_invoice: row.receivedInvoiceId,
    received_delivery_note: row.receivedDeliveryNoteId,
    received_incidents: row.receivedIncidents,
    lines: lines.map(toLine),
  };
}

/** A product's purchase format as the needs say it (nothing to buy: just its format's wording). */
export function productBuy(product: OrderProductRow) {
  return formatsToBuy(
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
}
