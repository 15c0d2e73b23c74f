import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import type { SuggestedOrder } from '@costeo/domain/contracts/purchase-orders';
import { useMenus } from '../../../api/menus/list-menus.ts';
import {
  useCreatePurchaseOrder,
  useSuggestedOrders,
} from '../../../api/purchase-orders/purchase-orders.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { getFeatureNotAvailable } from '../../../lib/api-errors.ts';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { formatBaseQuantity, refusalMessage, tomorrow } from '../lib/purchase-order-display.ts';
import { PurchaseOrdersLocked } from './purchase-orders-locked.tsx';

/** The owner's menus for the picker: events first (they are what an order is usually for). */
function useMenuOptions() {
  const menus = useMenus({ page: 1, page_size: 100, ordering: 'name' });
  const all = menus.data?.results ?? [];
  const events = all.filter((menu) => menu.kind === 'evento');
  const others = all.filter((menu) => menu.kind !== 'evento');
  return [
    ...(events.length > 0
      ? [
          {
            group: 'Eventos',
            items: events.map((menu) => ({
              value: String(menu.id),
              label: menu.event_date ? `${menu.name} (${formatDate(menu.event_date)})` : menu.name,
            })),
          },
        ]
      : []),
    ...(others.length > 0
      ? [
          {
            group: 'Menús',
            items: others.map((menu) => ({ value: String(menu.id), label: menu.name })),
          },
        ]
      : []),
  ];
}

/** «Pedido sugerido»: a delivery day, the events counted, a card per supplier delivering it. */
export function SuggestedOrders({
  onUpgrade,
  onCreated,
}: {
  onUpgrade: (message: string) => void;
  onCreated: (id: number) => void;
}) {
  const [deliveryDate, setDeliveryDate] = useState(tomorrow);
  const [menuIds, setMenuIds] = useState<string[]>([]);
  const menuOptions = useMenuOptions();
  const menus = menuIds.map(Number);
  const suggested = useSuggestedOrders(deliveryDate, menus);

  if (getFeatureNotAvailable(suggested.error))
    return <PurchaseOrdersLocked onUpgrade={onUpgrade} />;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label="Día de entrega"
          value={deliveryDate}
          onChange={(event) => {
            setDeliveryDate(event.currentTarget.value);
          }}
        />
        <MultiSelect
          label="Eventos y menús a incluir"
          description="Sin elegir: los eventos con fecha hasta la siguiente entrega."
          placeholder={menuIds.length === 0 ? 'Los eventos de esos días' : undefined}
          data={menuOptions}
          value={menuIds}
          onChange={setMenuIds}
          searchable
          clearable
        />
      </SimpleGrid>
      {suggested.isPending ? (
        <Stack gap="sm" role="progressbar" aria-busy="true" aria-label="Calculando el pedido">
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Stack>
      ) : suggested.isError ? (
        <LoadErrorAlert
          title="No se ha podido calcular el pedido sugerido"
          retrying={suggested.isFetching}
          onRetry={() => void suggested.refetch()}
        />
      ) : (
        <>
          {suggested.data.menus.length > 0 ? (
            <Text size="sm" c="dimmed">
              Incluye:{' '}
              {suggested.data.menus
                .map((menu) => `${menu.name} (${String(menu.guests)} comensales)`)
                .join(', ')}
            </Text>
          ) : null}
          {suggested.data.warnings.length > 0 ? (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="A revisar">
              <Stack gap={2}>
                {suggested.data.warnings.map((warning) => (
                  <Text size="sm" key={warning}>
                    {warning}
                  </Text>
                ))}
              </Stack>
            </Alert>
          ) : null}
          {suggested.data.suppliers.length === 0 ? (
            <Card withBorder padding="lg">
              <Text fw={600}>Nada que pedir para el {formatDate(deliveryDate)}</Text>
              <Text size="sm" c="dimmed">
                Ningún proveedor que entregue ese día tiene productos por debajo de su nivel par ni
                necesidades de eventos. Fija niveles par en Inventario → Zonas, indica en cada
                proveedor sus días de entrega, o elige otro día.
              </Text>
            </Card>
          ) : (
            suggested.data.suppliers.map((order) => (
              <SupplierSuggestion
                key={`${String(order.supplier.id)}-${suggested.data.delivery_date}-${menus.join(',')}`}
                order={order}
                deliveryDate={suggested.data.delivery_date}
                onUpgrade={onUpgrade}
                onCreated={onCreated}
              />
            ))
          )}
        </>
      )}
    </Stack>
  );
}

function SupplierSuggestion({
  order,
  deliveryDate,
  onUpgrade,
  onCreated,
}: {
  order: SuggestedOrder;
  deliveryDate: string;
  onUpgrade: (message: string) => void;
  onCreated: (id: number) => void;
}) {
  const [formats, setFormats] = useState<Record<number, number | string>>(() =>
    Object.fromEntries(order.lines.map((line) => [line.ingredient_instance, line.formats])),
  );
  const create = useCreatePurchaseOrder();
  const quantityOf = (id: number) => {
    const value = Number(formats[id] ?? 0);
    return Number.isFinite(value) && value > 0 ? value : 0;
  };
  const amountOf = (id: number, unitPrice: string) => quantityOf(id) * Number(unitPrice);
  const total = order.lines.reduce(
    (sum, line) => sum + amountOf(line.ingredient_instance, line.unit_price),
    0,
  );
  const chosen = order.lines.filter((line) => quantityOf(line.ingredient_instance) > 0);
  const headingId = `supplier-suggestion-${String(order.supplier.id)}`;

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={3} size="h4" id={headingId}>
              {order.supplier.name}
            </Title>
            <Text size="sm" c="dimmed">
              Entrega el {formatDate(deliveryDate)}
              {order.order_cutoff && order.order_cutoff_day
                ? ` · pedir antes de las ${order.order_cutoff} del ${formatDate(order.order_cutoff_day)}`
                : ''}
            </Text>
          </div>
          <Text fw={700}>{formatEuro(total)}</Text>
        </Group>
        {order.cutoff_passed ? (
          <Alert color="orange" icon={<IconClockExclamation size={18} />} p="xs">
            La hora límite para pedir esta entrega ya ha pasado: confirma con {order.supplier.name}{' '}
            antes de enviarlo.
          </Alert>
        ) : null}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {order.lines.map((line) => (
            <Paper withBorder p="sm" radius="sm" component="li" key={line.ingredient_instance}>
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {line.name}
                    {line.supplier_code ? (
                      <Text span c="dimmed" size="xs">
                        {' '}
                        · {line.supplier_code}
                      </Text>
                    ) : null}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Sugerido: {line.text}
                  </Text>
                </div>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatEuro(amountOf(line.ingredient_instance, line.unit_price))}
                </Text>
              </Group>
              <SimpleGrid cols={3} spacing="xs" mt="xs">
                <Figure
                  label="Nivel par"
                  value={line.par === null ? '—' : formatBaseQuantity(line.par, line.base_unit)}
                />
                <Figure
                  label="En stock"
                  value={
                    line.counted_on === null
                      ? 'Sin contar'
                      : formatBaseQuantity(line.expected, line.base_unit)
                  }
                />
                <Figure
                  label="Necesidades"
                  value={
                    Number(line.needs) === 0 ? '—' : formatBaseQuantity(line.needs, line.base_unit)
                  }
                />
              </SimpleGrid>
              <Group gap="xs" mt="xs" align="flex-end" wrap="nowrap">
                <NumberInput
                  aria-label={`Formatos a pedir · ${line.name}`}
                  value={formats[line.ingredient_instance] ?? 0}
                  onChange={(value) => {
                    setFormats((current) => ({ ...current, [line.ingredient_instance]: value }));
                  }}
                  min={0}
                  max={100000}
                  decimalScale={3}
                  decimalSeparator=","
                  thousandSeparator="."
                  w={110}
                />
                <Text size="sm" pb={8}>
                  × {line.format_name} a {formatEuro(line.unit_price)}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
        {create.isError ? (
          <Alert color="red" p="xs">
            {getFeatureNotAvailable(create.error)?.detail ??
              refusalMessage(
                create.error,
                'No se ha podido crear el borrador. Inténtalo de nuevo.',
              )}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            disabled={chosen.length === 0}
            loading={create.isPending}
            aria-label={`Crear borrador · ${order.supplier.name}`}
            onClick={() => {
              create.mutate(
                {
                  supplier: order.supplier.id,
                  delivery_date: deliveryDate,
                  lines: chosen.map((line) => ({
                    ingredient_instance: line.ingredient_instance,
                    quantity: String(quantityOf(line.ingredient_instance)),
                    unit_price: line.unit_price,
                  })),
                },
                {
                  onSuccess: (created) => {
                    onCreated(created.id);
                  },
                  onError: (error) => {
                    const refused = getFeatureNotAvailable(error);
                    if (refused) onUpgrade(refused.detail);
                  },
                },
              );
            }}
          >
            Crear borrador
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}
