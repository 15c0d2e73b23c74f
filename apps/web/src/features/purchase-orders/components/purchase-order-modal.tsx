import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBrandWhatsapp,
  IconCheck,
  IconDownload,
  IconMail,
  IconPencil,
  IconTrash,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { PurchaseOrder } from '@costeo/domain/contracts/purchase-orders';
import { useDownloadExport } from '../../../api/exports/download-export.ts';
import {
  useDeletePurchaseOrder,
  useMarkPurchaseOrderReceived,
  usePurchaseOrder,
  useSendPurchaseOrder,
} from '../../../api/purchase-orders/purchase-orders.ts';
import { purchaseOrderPdfUrl } from '../../../api/urls.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { getFeatureNotAvailable } from '../../../lib/api-errors.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatDate, formatDateTime, formatEuro } from '../../../lib/format.ts';
import { PURCHASE_ORDERS_LOCKED_MESSAGE, refusalMessage } from '../lib/purchase-order-display.ts';
import type { ReceiptDone, RenderReceiptImpact } from '../lib/receipt-types.ts';
import { StatusBadge } from './purchase-orders-list.tsx';
import { DraftOrderEditor } from './draft-order-editor.tsx';
import { ReceiptIncidents } from './receipt-incidents.tsx';
import { ReceivedDocument } from './received-document.tsx';
import { ReceiveOrder } from './receive-order.tsx';

type Confirming = 'email' | 'delete' | null;

/** An order: its lines, the PDF, sending it, receiving it, deleting a draft. */
export function PurchaseOrderModal({
  orderId,
  onClose,
  onUpgrade,
  renderImpact,
  locked = false,
}: {
  orderId: number | null;
  onClose: () => void;
  onUpgrade: (message: string) => void;
  /** «Efecto en tus márgenes» of a delivery, composed by the app. */
  renderImpact?: RenderReceiptImpact;
  /** The plan does not write orders (Gratuito): editing and receiving open the upgrade. */
  locked?: boolean;
}) {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const order = usePurchaseOrder(orderId);
  return (
    <Modal
      opened={orderId !== null}
      onClose={onClose}
      fullScreen={small}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      title={order.data ? `Pedido ${order.data.number}` : 'Pedido'}
    >
      {order.isPending ? (
        <Stack gap="sm" role="progressbar" aria-busy="true" aria-label="Cargando el pedido">
          <Skeleton height={40} />
          <Skeleton height={120} />
        </Stack>
      ) : order.isError ? (
        <LoadErrorAlert
          title="No se ha podido cargar el pedido"
          retrying={order.isFetching}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <OrderBody
          key={order.data.id}
          order={order.data}
          onClose={onClose}
          onUpgrade={onUpgrade}
          renderImpact={renderImpact}
          locked={locked}
        />
      )}
    </Modal>
  );
}

function OrderBody({
  order,
  onClose,
  onUpgrade,
  renderImpact,
  locked,
}: {
  order: PurchaseOrder;
  onClose: () => void;
  onUpgrade: (message: string) => void;
  renderImpact: RenderReceiptImpact | undefined;
  locked: boolean;
}) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [receiving, setReceiving] = useState(false);
  const [editing, setEditing] = useState(false);
  const [receipt, setReceipt] = useState<ReceiptDone | null>(null);
  const download = useDownloadExport();
  const send = useSendPurchaseOrder();
  const received = useMarkPurchaseOrderReceived();
  const remove = useDeletePurchaseOrder();
  const failed = [download, send, received, remove].find((action) => action.isError)?.error;
  const onError = (error: unknown) => {
    const refused = getFeatureNotAvailable(error);
    if (refused) onUpgrade(refused.detail);
  };
  const isDraft = order.status === 'draft';
  // Received with a document: the incidents the cook saw then, kept with the order.
  const withDocument = order.received_invoice !== null || order.received_delivery_note !== null;
  const storedIncidents = order.received_incidents;

  if (editing && isDraft) {
    return (
      <DraftOrderEditor
        order={order}
        onDone={() => {
          setEditing(false);
        }}
        onUpgrade={onUpgrade}
      />
    );
  }

  // Kept while the order turns received under it (the answer updates the order first), so the
  // receipt's callbacks still run and hand over the incidents.
  if (receiving && order.status !== 'draft') {
    return (
      <ReceiveOrder
        order={order}
        renderImpact={renderImpact}
        onCancel={() => {
          setReceiving(false);
        }}
        onReceived={(done) => {
          setReceipt(done);
          setReceiving(false);
        }}
        onUpgrade={onUpgrade}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <div>
          <Text fw={600}>{order.supplier_name}</Text>
          <Text size="sm" c="dimmed">
            Entrega el {formatDate(order.delivery_date)}
          </Text>
        </div>
        <StatusBadge order={order} />
      </Group>
      {order.sent_at ? (
        <Text size="sm">
          Enviado el {formatDateTime(order.sent_at)}
          {order.sent_channel === 'whatsapp' ? ' por WhatsApp' : ' por correo'}
          {order.received_at ? ` · recibido el ${formatDateTime(order.received_at)}` : ''}
        </Text>
      ) : null}
      <Stack
        gap="xs"
        component="ul"
        aria-label="Líneas del pedido"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {order.lines.map((line) => (
          <Paper withBorder p="sm" radius="sm" component="li" key={line.line}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {line.product_name}
                  {line.supplier_code ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      · {line.supplier_code}
                    </Text>
                  ) : null}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.quantity_text} a {formatEuro(line.unit_price)}
                </Text>
              </div>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatEuro(line.amount)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Group justify="space-between">
        <Text fw={600}>Total (sin IVA)</Text>
        <Text fw={700}>{formatEuro(order.total)}</Text>
      </Group>
      {order.notes ? <Text size="sm">{order.notes}</Text> : null}
      {order.status === 'received' ? <ReceivedDocument order={order} /> : null}
      {order.status === 'received' && (receipt || withDocument || storedIncidents.length > 0) ? (
        <ReceiptIncidents
          incidents={receipt?.incidents ?? storedIncidents}
          lines={order.lines}
          documentLabel={
            receipt?.documentLabel ??
            (order.received_invoice !== null ? 'la factura' : 'el albarán')
          }
          headingId="received-incidents-heading"
          recorded
          focusOnMount={receipt !== null}
        />
      ) : null}

      {failed ? (
        <Alert color="red" p="xs" role="alert">
          {refusalMessage(failed, 'No se ha podido completar. Inténtalo de nuevo.')}
        </Alert>
      ) : null}

      {confirming === 'email' ? (
        <Alert color="blue" p="sm" title="¿Enviar el pedido por correo?">
          <Text size="sm">
            {order.supplier_email
              ? `Se enviará a ${order.supplier_email} con el PDF adjunto, y quedará como enviado.`
              : 'Se enviará al correo del proveedor con el PDF adjunto.'}
          </Text>
          <Group gap="xs" mt="sm">
            <Button
              loading={send.isPending}
              onClick={() => {
                send.mutate(
                  { id: order.id, channel: 'email' },
                  {
                    onSettled: () => {
                      setConfirming(null);
                    },
                    onError,
                  },
                );
              }}
            >
              Enviar
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setConfirming(null);
              }}
            >
              Cancelar
            </Button>
          </Group>
        </Alert>
      ) : null}
      {confirming === 'delete' ? (
        <Alert color="red" p="sm" title="¿Eliminar este borrador?">
          <Text size="sm">El pedido {order.number} desaparece; su número no se vuelve a usar.</Text>
          <Group gap="xs" mt="sm">
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => {
                remove.mutate(order.id, {
                  onSuccess: onClose,
                  onError,
                });
              }}
            >
              Eliminar
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setConfirming(null);
              }}
            >
              Cancelar
            </Button>
          </Group>
        </Alert>
      ) : null}

      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          onClick={() => {
            download.mutate({
              url: purchaseOrderPdfUrl(order.id),
              fallbackName: `${order.number}.pdf`,
              timeout: 30_000,
            });
          }}
        >
          Descargar PDF
        </Button>
        {isDraft ? (
          <>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => {
                setConfirming(null);
                if (locked) onUpgrade(PURCHASE_ORDERS_LOCKED_MESSAGE);
                else setEditing(true);
              }}
            >
              Editar líneas
            </Button>
            <Button
              leftSection={<IconMail size={16} />}
              onClick={() => {
                setConfirming('email');
              }}
            >
              Enviar por correo
            </Button>
            <Button
              color="green"
              leftSection={<IconBrandWhatsapp size={16} />}
              loading={send.isPending && send.variables.channel === 'whatsapp'}
              onClick={() => {
                // Opened now, in the click, so no pop-up blocker stops it; pointed at the chat
                // once the server answers the link.
                const chat = window.open('', '_blank');
                send.mutate(
                  { id: order.id, channel: 'whatsapp' },
                  {
                    onSuccess: (sent) => {
                      if (sent.whatsapp_url) {
                        if (chat) chat.location.href = sent.whatsapp_url;
                        else window.open(sent.whatsapp_url, '_blank', 'noopener');
                      } else chat?.close();
                    },
                    onError: (error) => {
                      chat?.close();
                      onError(error);
                    },
                  },
                );
              }}
            >
              Enviar por WhatsApp
            </Button>
          </>
        ) : null}
        {order.status === 'sent' ? (
          <>
            <Button
              color="green"
              leftSection={<IconTruckDelivery size={16} />}
              onClick={() => {
                // Gratuito would type the whole albarán to be refused: the upgrade at once.
                if (locked) onUpgrade(PURCHASE_ORDERS_LOCKED_MESSAGE);
                else setReceiving(true);
              }}
            >
              Recibir con albarán o factura
            </Button>
            <Button
              variant="default"
              leftSection={<IconCheck size={16} />}
              loading={received.isPending}
              onClick={() => {
                received.mutate(order.id, { onError });
              }}
            >
              Marcar como recibido
            </Button>
          </>
        ) : null}
        {isDraft ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => {
              setConfirming('delete');
            }}
          >
            Eliminar borrador
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
