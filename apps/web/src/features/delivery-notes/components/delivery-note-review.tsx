import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DeliveryNoteLine, DeliveryNoteResult } from '@costeo/domain/contracts/purchases';
import type { SupplierProduct } from '@costeo/domain/contracts/suppliers';
import { dec } from '@costeo/domain/decimal';
import { formatEuro, formatPercent, formatPurchasePrice } from '../../../lib/format.ts';
import { formatDay, formatOf, linesLabel } from '../lib/delivery-display.ts';
import { DeliveryLinesView, LinePrice } from './delivery-lines-view.tsx';

interface DeliveryNoteReviewProps {
  result: DeliveryNoteResult;
  supplierName: string;
  date: string;
  number: string;
  /** The supplier's products as they were before the albarán (their format and price). */
  products: ReadonlyMap<number, SupplierProduct>;
  /** "Efecto en tus márgenes", composed by the app. */
  impact: ReactNode;
}

/** "+5,56 %": how much the price per kg, l or ud moves. */
function changePct(line: DeliveryNoteLine): string | null {
  if (line.previous_price_per_base_unit === null) return null;
  const before = dec(line.previous_price_per_base_unit);
  if (before.isZero()) return null;
  const pct = dec(line.price_per_base_unit).minus(before).div(before).times(100);
  const text = formatPercent(pct.abs().toFixed(2));
  return `${pct.isNegative() ? '−' : '+'}${text}`;
}

function PriceChanges({ result, products }: Pick<DeliveryNoteReviewProps, 'result' | 'products'>) {
  const changed = result.lines.filter((line) => line.price_changed);
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby="delivery-price-changes"
    >
      <Stack gap="xs">
        <Title order={3} size="h5" id="delivery-price-changes">
          {changed.length === 0
            ? 'Ningún precio cambia'
            : changed.length === 1
              ? '1 precio cambia'
              : `${String(changed.length)} precios cambian`}
        </Title>
        {changed.length === 0 ? (
          <Text size="sm" c="dimmed">
            Todas las líneas se registran al precio que ya tenían sus productos.
          </Text>
        ) : (
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {changed.map((line) => {
              const product = products.get(line.ingredient_instance ?? 0);
              const pct = changePct(line);
              return (
                <li key={line.line}>
                  <Text size="sm" fw={600}>
                    {line.product_name}
                    {product && line.new_price !== null ? (
                      <Text span size="sm" fw={400}>
                        {' '}
                        · {formatOf(product)}: {formatPurchasePrice(product.purchase_price)} →{' '}
                        {formatPurchasePrice(line.new_price)}
                      </Text>
                    ) : null}
                  </Text>
                  <Text size="sm" c="dimmed">
                    <LinePrice line={line} />
                    {pct ? ` (${pct})` : ''}
                  </Text>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The albarán as saving would record it: each line in kg, l or ud with its price and amount, the
 * total, the prices that change and what they do to the dishes' costs. Nothing is written yet.
 */
export function DeliveryNoteReview({
  result,
  supplierName,
  date,
  number,
  products,
  impact,
}: DeliveryNoteReviewProps) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              Albarán{number.trim() ? ` ${number.trim()}` : ''} · {formatDay(date)}
            </Text>
            <Text fw={700}>{supplierName}</Text>
            <Text size="sm" c="dimmed">
              {linesLabel(result.lines.length)}
            </Text>
          </div>
          <div style={{ textAlign: 'right' }}>
            <Text size="sm" c="dimmed">
              Total sin IVA
            </Text>
            <Text fw={700} size="xl" data-testid="delivery-total">
              {formatEuro(result.total_net)}
            </Text>
          </div>
        </Group>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Líneas
        </Title>
        <DeliveryLinesView lines={result.lines} products={products} />
      </Stack>
      <PriceChanges result={result} products={products} />
      {impact}
    </Stack>
  );
}
