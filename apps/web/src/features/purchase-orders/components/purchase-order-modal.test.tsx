import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { purchaseOrderSchema, type PurchaseOrder } from '@costeo/domain/contracts/purchase-orders';
import { deliveryNoteSchema } from '@costeo/domain/contracts/purchases';
import { deliveryNoteUrl, purchaseOrderUrl } from '../../../api/urls.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { answer } from '../../../test/handlers/respond.ts';
import { renderComponent } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { PURCHASE_ORDERS_LOCKED_MESSAGE } from '../lib/purchase-order-display.ts';
import { PurchaseOrderModal } from './purchase-order-modal.tsx';

const SENT: PurchaseOrder = {
  id: 9,
  number: 'PED-2026-0009',
  status: 'sent',
  supplier: 3,
  supplier_name: 'Frutas y Verduras Hermanos López',
  delivery_date: '2026-11-30',
  total: '12.00',
  lines_count: 1,
  sent_at: '2026-11-29T10:00:00Z',
  sent_channel: 'whatsapp',
  received_at: null,
  created_at: '2026-11-29T09:00:00Z',
  updated_at: '2026-11-29T10:00:00Z',
  notes: '',
  supplier_email: '',
  supplier_phone: '600112233',
  received_invoice: null,
  received_delivery_note: null,
  received_incidents: [],
  lines: [
    {
      line: 1,
      ingredient_instance: 11,
      product_name: 'Calabacín',
      supplier_code: '',
      format_name: 'kg',
      quantity: '10.000',
      quantity_text: '10 kg',
      unit_price: '1.2000',
      amount: '12.00',
    },
  ],
};

function open(order: PurchaseOrder, locked: boolean) {
  server.use(http.get(purchaseOrderUrl(order.id), () => answer(purchaseOrderSchema, order)));
  const onUpgrade = vi.fn();
  const view = renderComponent(
    <PurchaseOrderModal
      orderId={order.id}
      onClose={vi.fn()}
      onUpgrade={onUpgrade}
      locked={locked}
    />,
    { tokens: TOKENS, noRetry: true },
  );
  return { ...view, onUpgrade };
}

describe('an order’s modal (issue 37)', () => {
  it('on Gratuito, receiving a sent order opens the upgrade at once, before anything is typed', async () => {
    const { user, onUpgrade } = open(SENT, true);
    await user.click(await screen.findByRole('button', { name: 'Recibir con albarán o factura' }));
    expect(onUpgrade).toHaveBeenCalledWith(PURCHASE_ORDERS_LOCKED_MESSAGE);
    expect(screen.queryByRole('heading', { name: 'Recibir con albarán o factura' })).toBeNull();
  });

  it('on Pro, offers the two ways and goes back to the order on «Cancelar»', async () => {
    const { user, onUpgrade } = open(SENT, false);
    await user.click(await screen.findByRole('button', { name: 'Recibir con albarán o factura' }));
    expect(screen.getByRole('heading', { name: 'Recibir con albarán o factura' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Escribir el albarán/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Subir factura o albarán/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('list', { name: 'Líneas del pedido' })).toBeVisible();
    expect(onUpgrade).not.toHaveBeenCalled();
  });

  it('says how a received order was received: by hand, without a document', async () => {
    open({ ...SENT, status: 'received', received_at: '2026-11-30T08:00:00Z' }, false);
    expect(await screen.findByText('Recibido sin documento: marcado a mano.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Recibir con albarán o factura' })).toBeNull();
    expect(screen.queryByTestId('receipt-incidents')).toBeNull();
  });

  it('opened again later, a received order shows its albarán and the incidents kept with it', async () => {
    server.use(
      http.get(deliveryNoteUrl(40), () =>
        answer(deliveryNoteSchema, {
          id: 40,
          supplier: 3,
          supplier_name: SENT.supplier_name,
          number: 'A-77',
          date: '2026-11-30',
          total_net: '9.60',
          lines_count: 1,
          created_at: '2026-11-30T08:00:00Z',
          notes: '',
          lines: [],
        }),
      ),
    );
    open(
      {
        ...SENT,
        status: 'received',
        received_at: '2026-11-30T08:00:00Z',
        received_delivery_note: 40,
        received_incidents: [
          {
            kind: 'short',
            order_line: 1,
            document_lines: [1],
            ingredient_instance: 11,
            name: 'Calabacín',
            ordered: '10.000',
            delivered: '8.000',
            ordered_price: null,
            document_price: null,
            price_unit: null,
            message: 'Faltan 2 kg de Calabacín: se pidieron 10 y llegan 8.',
          },
        ],
      },
      false,
    );
    expect(await screen.findByText('Recibido con el albarán A-77')).toBeVisible();
    const incidents = screen.getByRole('region', { name: '1 incidencia en la entrega' });
    expect(incidents).toHaveTextContent('Llega menos');
    expect(incidents).toHaveTextContent('Llegan 8 kg de 10 kg pedidos: faltan 2 kg.');
  });
});
