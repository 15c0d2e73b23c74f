import { PDF_CONTENT_TYPE } from '@costeo/domain/contracts/exports';
import type { PurchaseOrder, PurchaseOrderSent } from '@costeo/domain/contracts/purchase-orders';
import { purchaseOrderText, whatsappNumber } from '@costeo/domain/purchase-orders';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatCalendarDay } from '../../lib/format-es.ts';
import { refuseWorkLimit, WorkLimitError, type WorkPool } from '../../workers/pool.ts';
import type { UserWorkGuard } from '../../workers/user-guard.ts';
import { htmlLayout, htmlParagraph, type MailQueue } from '../mail/mail.service.ts';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import type { BusinessLogoService } from '../users/business-logo.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createPurchaseOrdersRepository } from './purchase-orders.repository.ts';

/*
 * An order's documents (issue 37 point 4): its PDF (the business's letterhead from Mi perfil,
 * rendered in the worker pool like every document, decision 018), the e-mail that carries it to
 * the supplier through the mail outbox (a request only queues it; decision 031), and the WhatsApp
 * link with the order as text. Sending marks the order sent in the same transaction as the mail.
 */

export const ORDER_PDF_TIMED_OUT = 'El PDF del pedido tardó demasiado en generarse.';
export const ORDER_PDF_TOO_COMPLEX = 'El pedido es demasiado grande para un PDF.';

/** "pedido-PED-2026-0007.pdf". */
export const orderFileName = (number: string) => `pedido-${number}.pdf`;

export interface OrderDocumentsDeps {
  db: Db;
  users: Pick<UsersService, 'getProfile'>;
  logo: Pick<BusinessLogoService, 'imageFor'>;
  mail: MailQueue;
  work: WorkPool;
  guard: UserWorkGuard;
  now: () => Date;
}

export function createOrderDocuments(deps: OrderDocumentsDeps) {
  const { db, users, logo, mail, work, guard, now } = deps;

  async function business(ownerId: number) {
    const profile = await users.getProfile(ownerId);
    const { business: details } = profile;
    return {
      businessName: profile.business_name.trim(),
      business: {
        legalName: details.legal_name,
        taxId: details.tax_id,
        address: details.address,
        phone: details.phone,
        email: details.email || profile.email,
      },
    };
  }

  async function render(
    ownerId: number,
    order: PurchaseOrder,
    supplier: Supplier | null,
  ): Promise<Buffer> {
    return guard.run(ownerId, async () => {
      const [letterhead, image] = await Promise.all([business(ownerId), logo.imageFor(ownerId)]);
      let bytes: Uint8Array;
      try {
        bytes = await work.run(
          'purchase-order-pdf',
          {
            ...letterhead,
            logo: image && new Uint8Array(image),
            order,
            supplier: {
              name: order.supplier_name,
              taxId: supplier?.tax_id ?? '',
              email: supplier?.email ?? '',
              phone: supplier?.phone ?? '',
              contact: supplier?.contact ?? '',
            },
            at: now(),
          },
          { limit: 'export' },
        );
      } catch (error) {
        if (!(error instanceof WorkLimitError)) throw error;
        throw refuseWorkLimit(error, {
          timedOut: ORDER_PDF_TIMED_OUT,
          tooComplex: ORDER_PDF_TOO_COMPLEX,
        });
      }
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    });
  }

  function textOf(order: PurchaseOrder, businessName: string): string {
    return purchaseOrderText({
      number: order.number,
      businessName,
      supplierName: order.supplier_name,
      deliveryDay: formatCalendarDay(order.delivery_date),
      lines: order.lines.map((line) => ({
        productName: line.product_name,
        quantityText: line.quantity_text,
        supplierCode: line.supplier_code,
      })),
      notes: order.notes,
    });
  }

  function refuseReceived(order: PurchaseOrder): void {
    if (order.status === 'received') {
      throw AppError.field('channel', 'El pedido ya está recibido: no se vuelve a enviar.');
    }
  }

  return {
    async pdf(ownerId: number, order: PurchaseOrder, supplier: Supplier | null) {
      return {
        fileName: orderFileName(order.number),
        contentType: PDF_CONTENT_TYPE,
        body: await render(ownerId, order, supplier),
      };
    },

    /** Queues the e-mail with the PDF to the supplier and marks the order sent, together. */
    async email(
      ownerId: number,
      order: PurchaseOrder,
      supplier: Supplier | null,
    ): Promise<Omit<PurchaseOrderSent, 'order'>> {
      refuseReceived(order);
      if (!supplier) throw AppError.field('channel', 'El pedido no tiene proveedor.');
      if (!supplier.email) {
        throw AppError.field(
          'channel',
          `«${supplier.name}» no tiene correo electrónico: añádelo en su ficha o envía el pedido por WhatsApp.`,
        );
      }
      const [pdf, letterhead] = await Promise.all([
        render(ownerId, order, supplier),
        business(ownerId),
      ]);
      const from = letterhead.businessName || letterhead.business.legalName || 'Costeo';
      const text = textOf(order, from);
      const intro = `Le enviamos el pedido ${order.number} de ${from} para entregar el ${formatCalendarDay(order.delivery_date)}. Va adjunto en PDF.`;
      await db.transaction(async (tx) => {
        await mail.enqueue(
          {
            to: supplier.email,
            subject: `Pedido ${order.number} de ${from}`.slice(0, 300),
            text: `${intro}\n\n${text}\n`,
            html: htmlLayout(
              `Pedido ${order.number}`,
              [intro, ...text.split('\n').filter(Boolean)].map(htmlParagraph).join('\n'),
            ),
            kind: 'purchase_order',
            replyTo: letterhead.business.email || null,
            attachments: [
              {
                filename: orderFileName(order.number),
                content_type: PDF_CONTENT_TYPE,
                content_base64: pdf.toString('base64'),
              },
            ],
          },
          tx,
        );
        if (
          !(await createPurchaseOrdersRepository(tx).markSent(ownerId, order.id, 'email', now()))
        ) {
          throw AppError.notFound();
        }
      });
      return { channel: 'email', whatsapp_url: null, text: null };
    },

    /** The wa.me link with the order written; marks the order sent. */
    async whatsapp(
      ownerId: number,
      order: PurchaseOrder,
      supplier: Supplier | null,
    ): Promise<Omit<PurchaseOrderSent, 'order'>> {
      refuseReceived(order);
      if (!supplier) throw AppError.field('channel', 'El pedido no tiene proveedor.');
      const phone = whatsappNumber(supplier.phone);
      if (phone === null) {
        throw AppError.field(
          'channel',
          `«${supplier.name}» no tiene un teléfono válido: añádelo en su ficha o envía el pedido por correo.`,
        );
      }
      const { businessName, business: details } = await business(ownerId);
      const text = textOf(order, businessName || details.legalName);
      if (
        !(await createPurchaseOrdersRepository(db).markSent(ownerId, order.id, 'whatsapp', now()))
      ) {
        throw AppError.notFound();
      }
      return {
        channel: 'whatsapp',
        whatsapp_url: `https://wa.me/${phone}?text=${encodeURIComponent(text)}`,
        text,
      };
    },
  };
}
