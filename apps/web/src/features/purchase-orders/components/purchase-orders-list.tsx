import { useState } from 'react';
import {
  Badge,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderListItem,
} from '@costeo/domain/contracts/purchase-orders';
import {
  PURCHASE_ORDERS_PAGE_SIZE,
  usePurchaseOrders,
} from '../../../api/purchase-orders/purchase-orders.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { STATUS_COLORS } from '../lib/purchase-order-display.ts';

export function StatusBadge({ order }: { order: Pick<PurchaseOrderListItem, 'status'> }) {
  return (
    <Badge
      color={STATUS_COLORS[order.status]}
      c={BADGE_TEXT[STATUS_COLORS[order.status]]}
      variant="light"
    >
      {PURCHASE_ORDER_STATUS_LABELS[order.status]}
    </Badge>
  );
}

/** The orders, newest first: a table on a desk, cards on a phone. */
export function PurchaseOrdersList({ onOpen }: { onOpen: (id: number) => void }) {
  const [page, setPage] = useState(1);
  const orders = usePurchaseOrders(page);
  const small = useMediaQuery(SMALL_SCREEN_QUERY);

  if (orders.isPending) {
    return (
      <Stack gap="sm" role="progressbar" aria-busy="true" aria-label="Cargando los pedidos">
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  }
  if (orders.isError) {
    return (
      <LoadErrorAlert
        title="No se han podido cargar tus pedidos"
        retrying={orders.isFetching}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.data.count === 0) {
    return (
      <Card withBorder padding="lg">
        <Text fw={600}>Aún no has hecho ningún pedido</Text>
        <Text size="sm" c="dimmed">
          En «Pedido sugerido» elige el día de entrega y crea el borrador de cada proveedor: podrás
          revisarlo, descargarlo en PDF y enviarlo por correo o WhatsApp.
        </Text>
      </Card>
    );
  }
  const pages = Math.ceil(orders.data.count / PURCHASE_ORDERS_PAGE_SIZE);
  return (
    <Stack gap="sm">
      {small ? (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Pedidos"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {orders.data.results.map((order) => (
            <li key={order.id}>
              <UnstyledButton
                w="100%"
                onClick={() => {
                  onOpen(order.id);
                }}
              >
                <Card withBorder padding="sm">
                  <Group justify="space-between" gap="xs">
                    <Text fw={600} size="sm">
                      {order.number}
                    </Text>
                    <StatusBadge order={order} />
                  </Group>
                  <Text size="sm">{order.supplier_name}</Text>
                  <Group justify="space-between" gap="xs">
                    <Text size="xs" c="dimmed">
                      Entrega el {formatDate(order.delivery_date)}
                    </Text>
                    <Text size="sm" fw={600}>
                      {formatEuro(order.total)}
                    </Text>
                  </Group>
                </Card>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      ) : (
        <Table highlightOnHover aria-label="Pedidos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Número</Table.Th>
              <Table.Th>Proveedor</Table.Th>
              <Table.Th>Entrega</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.data.results.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <UnstyledButton
                    fw={600}
                    c="blue.8"
                    onClick={() => {
                      onOpen(order.id);
                    }}
                    aria-label={`Pedido ${order.number} · ${order.supplier_name}`}
                  >
                    {order.number}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{order.supplier_name}</Table.Td>
                <Table.Td>{formatDate(order.delivery_date)}</Table.Td>
                <Table.Td>
                  <StatusBadge order={order} />
                </Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{formatEuro(order.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
