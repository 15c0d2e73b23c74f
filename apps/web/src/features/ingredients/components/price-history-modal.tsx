import { lazy, Suspense } from 'react';
import {
  Alert,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import type { IngredientInstance, PriceHistoryEntry } from '@costeo/domain/contracts/ingredients';
import { PURCHASE_SOURCE_LABELS } from '@costeo/domain/contracts/purchases';
import { REFERENCE_UNIT } from '@costeo/domain/ingredient-costs';
import type { BaseUnit } from '@costeo/domain/units';
import { getFeatureNotAvailable } from '../../../lib/api-errors.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatDateTime, formatPurchasePrice, formatUnitPrice } from '../../../lib/format.ts';
import { usePriceHistory } from '../../../api/ingredients/get-price-history.ts';
import { useLastNonNull } from '../../../lib/use-last-non-null.ts';
import { formatPurchaseFormat } from '../lib/display.ts';
import type { IngredientsPlanAccess } from '../lib/plan-access.ts';
import { priceHistoryPoints } from '../lib/price-history-points.ts';

const PriceHistoryChart = lazy(() =>
  import('./price-history-chart.tsx').then((module) => ({ default: module.PriceHistoryChart })),
);

interface PriceHistoryModalProps {
  instance: IngredientInstance | null;
  onClose: () => void;
  plan: IngredientsPlanAccess;
}

function LockedPriceHistory({ message, onUpgrade }: { message: string; onUpgrade: () => void }) {
  return (
    <EmptyState
      icon={<IconLock size={28} stroke={1.6} />}
      title="Historial de precios"
      description={
        <>
          <Text size="sm" fw={600} c="dark.7" component="span" display="block">
            {message}
          </Text>
          <Text size="sm" c="dimmed" component="span" display="block" mt={6}>
            Con el plan Pro verás cómo cambia el precio de cada producto y cuándo te subió el
            proveedor.
          </Text>
        </>
      }
      variant="light"
      py="xl"
      data-testid="price-history-locked"
    >
      <EmptyState.Actions>
        <Button onClick={onUpgrade}>Mejorar plan</Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

interface PriceChangesProps {
  /** Newest first. */
  entries: PriceHistoryEntry[];
  baseUnit: BaseUnit;
}

/**
 * Where a price came from (issue 32): "Factura", then its reference when there is one; a
 * reference that names its kind already ("Factura A-123 de…") is shown alone.
 */
function PriceSource({ entry }: { entry: PriceHistoryEntry }) {
  const label = PURCHASE_SOURCE_LABELS[entry.source_kind];
  const detail = entry.source.trim();
  if (detail.toLowerCase().startsWith(label.toLowerCase())) {
    return (
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
        {detail}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text span size="sm">
        {label}
      </Text>
      {detail !== '' ? (
        <Text span size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}

function PriceChangeTable({ entries, baseUnit }: PriceChangesProps) {
  const reference = REFERENCE_UNIT[baseUnit];
  return (
    <Table fz="sm" verticalSpacing="xs" striped aria-label="Cambios de precio">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Fecha</Table.Th>
          <Table.Th>Formato</Table.Th>
          <Table.Th ta="right">Precio</Table.Th>
          <Table.Th ta="right">€ por {baseUnit}</Table.Th>
          <Table.Th ta="right">€ por {reference.unit}</Table.Th>
          <Table.Th>Origen</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.changed_at)}</Table.Td>
            <Table.Td>
              {formatPurchaseFormat(entry.purchase_quantity, entry.purchase_unit)}
            </Table.Td>
            <Table.Td ta="right">{formatPurchasePrice(entry.purchase_price)}</Table.Td>
            <Table.Td ta="right">{formatUnitPrice(entry.unit_cost)}</Table.Td>
            <Table.Td ta="right">{formatUnitPrice(entry.reference_price)}</Table.Td>
            <Table.Td>
              <PriceSource entry={entry} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Phones: one line per change, no sideways scrolling. */
function PriceChangeList({ entries, baseUnit }: PriceChangesProps) {
  const reference = REFERENCE_UNIT[baseUnit];
  return (
    <Stack
      component="ul"
      gap={0}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Cambios de precio"
    >
      {entries.map((entry) => (
        <Group
          component="li"
          key={entry.id}
          justify="space-between"
          wrap="nowrap"
          py="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {formatPurchasePrice(entry.purchase_price)} ·{' '}
              {formatPurchaseFormat(entry.purchase_quantity, entry.purchase_unit)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.changed_at)}
            </Text>
            <PriceSource entry={entry} />
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="sm">
              {formatUnitPrice(entry.reference_price)}/{reference.unit}
            </Text>
            <Text size="xs" c="dimmed">
              {formatUnitPrice(entry.unit_cost)}/{baseUnit}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** The one meaning of the history and its chart, said under the title. */
export function priceHistoryMeaning(unit: string): string {
  return `Lo que pagas sin IVA y lo que sale por ${unit}, antes de la merma. Se anota al cambiar el precio, el formato de compra o la densidad o el peso por unidad que convierten tu compra; la merma no cambia el precio.`;
}

function PriceHistoryBody({
  instance,
  plan,
  onClose,
}: {
  instance: IngredientInstance;
  plan: IngredientsPlanAccess;
  onClose: () => void;
}) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const knownLocked = plan.hasPriceHistory === false;
  const history = usePriceHistory(instance.id, !knownLocked);
  const refusal = getFeatureNotAvailable(history.error)?.detail ?? null;

  if (knownLocked || refusal !== null) {
    const message = refusal ?? plan.priceHistoryLockedMessage;
    return (
      <LockedPriceHistory
        message={message}
        onUpgrade={() => {
          onClose();
          plan.openUpgrade(message);
        }}
      />
    );
  }
  if (history.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="progressbar" aria-label="Cargando historial de precios" />
      </Center>
    );
  }
  if (history.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        No se ha podido cargar el historial de precios.
      </Alert>
    );
  }

  const reference = REFERENCE_UNIT[instance.base_unit];
  const unitLabel = `€/${reference.unit}`;
  const newestFirst = [...history.data].reverse();
  return (
    <Stack gap="md">
      {/* What a row means: docs/decisions/008-price-history-meaning.md. */}
      <Text size="sm">{priceHistoryMeaning(reference.unit)}</Text>
      <Text size="sm" c="dimmed">
        {history.data.length === 1
          ? 'Aún no ha cambiado el precio desde que diste de alta el producto.'
          : `${history.data.length} precios registrados. Precios sin IVA.`}
      </Text>
      <Suspense
        fallback={<Skeleton h={240} radius="md" role="progressbar" aria-label="Cargando gráfico" />}
      >
        <PriceHistoryChart
          points={priceHistoryPoints(history.data, new Date())}
          unitLabel={unitLabel}
        />
      </Suspense>
      {isSmallScreen ? (
        <PriceChangeList entries={newestFirst} baseUnit={instance.base_unit} />
      ) : (
        <PriceChangeTable entries={newestFirst} baseUnit={instance.base_unit} />
      )}
    </Stack>
  );
}

/** The price changes of a product: a chart and a table. Pro and up (SPEC.md §6). */
export function PriceHistoryModal({ instance, onClose, plan }: PriceHistoryModalProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const shown = useLastNonNull(instance);
  return (
    <Modal
      opened={instance !== null}
      onClose={onClose}
      title={shown ? `Historial de precios · ${shown.name}` : 'Historial de precios'}
      size="xl"
      radius="lg"
      fullScreen={isSmallScreen}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {shown ? (
        <PriceHistoryBody key={shown.id} instance={shown} plan={plan} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
