import type { PurchaseOrder } from '@costeo/domain/contracts/purchase-orders';
import type { Content, StyleDictionary, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  DASH,
  formatCalendarDay,
  formatLongDate,
  formatMoney,
  formatUnitPrice,
} from '../../lib/format-es.ts';
import { businessColumn, type BusinessOnDocuments } from './pdf-letterhead.ts';
import { CONTENT_WIDTH, RULE, pageSetup, tableLayout, td, th } from './pdf-layout.ts';

/**
 * A purchase order (issue 37 point 4), A4 portrait: the business's letterhead from Mi perfil (as
 * the quote prints it), «Pedido nº …», the supplier, the delivery day, one row a line with the
 * supplier's code where it is known, the quantity in purchase formats, the price of one format
 * and the amount, the total without VAT, and the notes. Printed as the order answer says it:
 * nothing is recomputed.
 */
export interface PurchaseOrderPdfData {
  businessName: string;
  business: BusinessOnDocuments;
  logo: Uint8Array | null;
  order: PurchaseOrder;
  /** The supplier as the order names it, with its tax id and contact when known. */
  supplier: { name: string; taxId: string; email: string; phone: string; contact: string };
  at: Date;
}

const orderStyles: StyleDictionary = {
  orderBusiness: { fontSize: 12, bold: true },
  orderParty: { fontSize: 8.5, color: '#5f6b7a', lineHeight: 1.2 },
  orderKind: { fontSize: 11, bold: true, alignment: 'right', characterSpacing: 1 },
  orderFact: { fontSize: 9, alignment: 'right' },
  partyTitle: { fontSize: 8, bold: true, color: '#5f6b7a', margin: [0, 0, 0, 2] },
};

const rule = (): Content => ({
  canvas: [
    {
      type: 'line',
      x1: 0,
      y1: 4,
      x2: CONTENT_WIDTH.portrait,
      y2: 4,
      lineWidth: 0.8,
      lineColor: RULE,
    },
  ],
  margin: [0, 4, 0, 8],
});

function letterhead(data: PurchaseOrderPdfData): Content[] {
  const { order } = data;
  return [
    {
      columns: [
        businessColumn({
          businessName: data.businessName,
          business: data.business,
          logo: data.logo,
          styles: { name: 'orderBusiness', party: 'orderParty' },
        }),
        {
          width: 200,
          stack: [
            { text: 'PEDIDO', style: 'orderKind' },
            { text: `Nº ${order.number}`, style: 'orderFact', bold: true },
            { text: `Fecha: ${formatLongDate(new Date(order.created_at))}`, style: 'orderFact' },
          ],
        },
      ],
      columnGap: 16,
    },
    rule(),
  ];
}

function parties(data: PurchaseOrderPdfData): Content {
  const { supplier, order } = data;
  const contact = [supplier.phone ? `Tel. ${supplier.phone}` : '', supplier.email]
    .filter(Boolean)
    .join('   ·   ');
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: 'PROVEEDOR', style: 'partyTitle' },
          { text: supplier.name, bold: true, fontSize: 10.5 },
          ...(supplier.taxId ? [{ text: `NIF: ${supplier.taxId}`, style: 'body' }] : []),
          ...(supplier.contact ? [{ text: `Atención: ${supplier.contact}`, style: 'body' }] : []),
          ...(contact ? [{ text: contact, style: 'body' }] : []),
        ],
      },
      {
        width: 220,
        stack: [
          { text: 'ENTREGA', style: 'partyTitle' },
          { text: formatCalendarDay(order.delivery_date), bold: true, fontSize: 10.5 },
        ],
      },
    ],
    columnGap: 16,
    margin: [0, 0, 0, 12],
  };
}

function linesTable(order: PurchaseOrder): Content {
  const right = (text: string) => td(text, 'right');
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [60, '*', 110, 70, 70],
      body: [
        [
          th('Ref.'),
          th('Producto'),
          th('Cantidad'),
          th('Precio/formato', 'right'),
          th('Importe', 'right'),
        ],
        ...order.lines.map((line) => [
          td(line.supplier_code || DASH),
          td(line.product_name),
          td(line.quantity_text),
          right(formatUnitPrice(line.unit_price)),
          right(formatMoney(line.amount)),
        ]),
        [
          { text: '', colSpan: 3 },
          {},
          {},
          { text: 'Total sin IVA', style: 'total', alignment: 'right' },
          { text: formatMoney(order.total), style: 'total', alignment: 'right' },
        ],
      ],
    },
    layout: tableLayout,
  };
}

function notes(order: PurchaseOrder): Content[] {
  const text = order.notes.trim();
  if (!text) return [];
  return [
    { text: 'Observaciones', style: 'section' },
    { text, style: 'body' },
  ];
}

export function purchaseOrderDocument(data: PurchaseOrderPdfData): TDocumentDefinitions {
  const setup = pageSetup(data.at, 'portrait');
  return {
    ...setup,
    styles: { ...setup.styles, ...orderStyles },
    info: { title: `Pedido nº ${data.order.number}`, creator: 'Costeo', producer: 'Costeo' },
    content: [
      ...letterhead(data),
      { text: `Pedido nº ${data.order.number}`, style: 'title' },
      {
        text: `Para ${data.supplier.name}, entrega el ${formatCalendarDay(data.order.delivery_date)}.`,
        style: 'meta',
        margin: [0, 0, 0, 12],
      },
      parties(data),
      linesTable(data.order),
      ...notes(data.order),
      {
        text: 'Precios sin IVA. Cantidades en formatos de compra del proveedor; indíquenos cualquier cambio antes del reparto.',
        style: 'note',
        margin: [0, 10, 0, 0],
      },
    ],
  };
}
