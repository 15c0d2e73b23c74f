import { Anchor, Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PurchaseOrder } from '@costeo/domain/contracts/purchase-orders';
import { useDeliveryNote } from '../../../api/delivery-notes/get-delivery-note.ts';
import { useInvoice } from '../../../api/supplier-invoices/get-invoice.ts';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import {
  DELIVERY_NOTES_LIST_PATH,
  SUPPLIER_INVOICES_LIST_PATH,
} from '../../../lib/supplier-paths.ts';

/**
 * What a received order was received with: the albarán typed or the invoice applied (its number,
 * day and total, and where it is listed), or the chef's word alone.
 */
export function ReceivedDocument({
  order,
}: {
  order: Pick<PurchaseOrder, 'received_delivery_note' | 'received_invoice'>;
}) {
  const note = useDeliveryNote(order.received_delivery_note);
  const invoice = useInvoice(order.received_invoice);
  if (order.received_delivery_note === null && order.received_invoice === null) {
    return (
      <Text size="sm" c="dimmed">
        Recibido sin documento: marcado a mano.
      </Text>
    );
  }
  const query = order.received_delivery_note !== null ? note : invoice;
  if (query.isPending) return <Skeleton height={48} aria-label="Cargando el documento" />;
  const isNote = order.received_delivery_note !== null;
  const what = isNote ? 'Albarán' : 'Factura';
  const number = isNote ? note.data?.number : invoice.data?.number;
  const day = isNote ? note.data?.date : invoice.data?.issue_date;
  const total = isNote ? note.data?.total_net : invoice.data?.total_net;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="received-document">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconFileInvoice size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            Recibido con {isNote ? 'el albarán' : 'la factura'}
            {number ? ` ${number}` : ''}
          </Text>
          {query.isError ? (
            <Text size="sm" c="dimmed">
              No se ha podido cargar el documento.
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {day ? `Del ${formatDate(day)}` : what}
              {total ? ` · ${formatEuro(total)} sin IVA` : ''}
            </Text>
          )}
          <Anchor
            component={Link}
            to={isNote ? DELIVERY_NOTES_LIST_PATH : SUPPLIER_INVOICES_LIST_PATH}
            size="sm"
          >
            {isNote ? 'Ver en Albaranes' : 'Ver en Facturas de proveedor'}
          </Anchor>
        </div>
      </Group>
    </Paper>
  );
}
