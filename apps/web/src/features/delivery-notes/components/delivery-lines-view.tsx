import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DeliveryNoteLine } from '@costeo/domain/contracts/purchases';
import type { SupplierProduct } from '@costeo/domain/contracts/suppliers';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatEuro } from '../../../lib/format.ts';
import { formatReceived, formatReferencePrice, formatTyped } from '../lib/delivery-display.ts';

interface DeliveryLinesViewProps {
  lines: DeliveryNoteLine[];
  /** The products as the cook typed them (the review): a line in formats says "2 × 5 kg". */
  products?: ReadonlyMap<number, SupplierProduct>;
}

export function PriceBadge() {
  return (
    <Badge variant="light" color="orange" c={BADGE_TEXT.orange} tt="none" radius="sm" size="sm">
      Precio nuevo
    </Badge>
  );
}

/** "0,85 €/kg", or "0,18 €/ud → 0,19 €/ud" when the albarán changes it. */
export function LinePrice({ line }: { line: DeliveryNoteLine }) {
  const now = formatReferencePrice(line.price_per_base_unit, line.base_unit);
  if (!line.price_changed || line.previous_price_per_base_unit === null) return <>{now}</>;
  return (
    <>
      {formatReferencePrice(line.previous_price_per_base_unit, line.base_unit)} →{' '}
      <Text span size="sm" fw={700}>
        {now}
      </Text>
    </>
  );
}

/** What was typed, when it says more than the quantity received: "2 × 5 kg". */
function typedText(line: DeliveryNoteLine, products: DeliveryLinesViewProps['products']) {
  if (line.unit !== 'format') return null;
  const product = products?.get(line.ingredient_instance ?? 0);
  return product ? formatTyped(line.quantity, line.unit, product) : null;
}

function LinesTable({ lines, products }: DeliveryLinesViewProps) {
  return (
    <Table striped withTableBorder fz="sm" aria-label="Líneas del albarán">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Producto</Table.Th>
          <Table.Th ta="right">Recibido</Table.Th>
          <Table.Th ta="right">Precio sin IVA</Table.Th>
          <Table.Th ta="right">Importe</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => {
          const typed = typedText(line, products);
          return (
            <Table.Tr key={line.line}>
              <Table.Td>
                <Group gap={6}>
                  {line.product_name}
                  {line.price_changed ? <PriceBadge /> : null}
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                {formatReceived(line.quantity_base, line.base_unit)}
                {typed ? (
                  <Text size="xs" c="dimmed">
                    {typed}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">
                <LinePrice line={line} />
              </Table.Td>
              <Table.Td ta="right">{formatEuro(line.net_amount)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function LinesList({ lines }: DeliveryLinesViewProps) {
  return (
    <Paper withBorder radius="md">
      <Stack
        component="ul"
        gap={0}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Líneas del albarán"
      >
        {lines.map((line, index) => (
          <li
            key={line.line}
            style={{
              padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
              borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-3)',
            }}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {line.product_name}
                </Text>
                <Text size="sm">
                  {formatReceived(line.quantity_base, line.base_unit)} · <LinePrice line={line} />
                </Text>
                {line.price_changed ? <PriceBadge /> : null}
              </div>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatEuro(line.net_amount)}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * An albarán's lines as a cook reads them: the quantity received in kg, l or ud, the price per kg,
 * l or ud (old → new when it changed) and the net amount. A table on wide screens, a list on phones.
 */
export function DeliveryLinesView({ lines, products }: DeliveryLinesViewProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  return isSmallScreen ? (
    <LinesList lines={lines} />
  ) : (
    <LinesTable lines={lines} products={products} />
  );
}
