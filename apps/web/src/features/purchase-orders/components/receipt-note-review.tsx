import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type {
  PurchaseOrder,
  PurchaseOrderReceiveNotePreview,
} from '@costeo/domain/contracts/purchase-orders';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { formatBaseQuantity, formatReferencePrice } from '../lib/purchase-order-display.ts';
import { ReceiptIncidents } from './receipt-incidents.tsx';

interface ReceiptNoteReviewProps {
  order: PurchaseOrder;
  preview: PurchaseOrderReceiveNotePreview;
  date: string;
  number: string;
  /** «Efecto en tus márgenes», composed by the app. */
  impact: ReactNode;
}

/**
 * Before recording: the incidents against the order, then what the albarán records — each line
 * in kg, l or ud at its price per kg, l or ud (marked when it changes the product's), the total,
 * and what the new prices do to the dishes' margins.
 */
export function ReceiptNoteReview({
  order,
  preview,
  date,
  number,
  impact,
}: ReceiptNoteReviewProps) {
  const note = preview.delivery_note;
  return (
    <Stack gap="md">
      <ReceiptIncidents
        incidents={preview.incidents}
        lines={order.lines}
        documentLabel="el albarán"
        headingId="receipt-incidents-heading"
        recorded={false}
      />
      <Paper component="section" withBorder radius="md" p="md" aria-labelledby="receipt-lines">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" gap="xs">
            <div>
              <Title order={3} size="h5" id="receipt-lines">
                Se registra
              </Title>
              <Text size="sm" c="dimmed">
                Albarán{number.trim() ? ` ${number.trim()}` : ''} del {formatDate(date)}
              </Text>
            </div>
            <div style={{ textAlign: 'right', marginLeft: 'auto' }}>
              <Text size="xs" c="dimmed">
                Total sin IVA
              </Text>
              <Text fw={700} data-testid="receipt-total">
                {formatEuro(note.total_net)}
              </Text>
            </div>
          </Group>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {note.lines.map((line) => (
              <li key={line.line}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {line.product_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatBaseQuantity(line.quantity_base, line.base_unit)} a{' '}
                      {formatReferencePrice(line.price_per_base_unit, line.base_unit)}
                      {line.price_changed && line.previous_price_per_base_unit !== null
                        ? ` · precio nuevo (antes ${formatReferencePrice(line.previous_price_per_base_unit, line.base_unit)})`
                        : ''}
                    </Text>
                  </div>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatEuro(line.net_amount)}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
          <Text size="sm" c="dimmed">
            {note.prices_changed === 0
              ? 'Ningún precio cambia: todo se registra al precio que ya tenía.'
              : note.prices_changed === 1
                ? '1 producto cambia de precio.'
                : `${String(note.prices_changed)} productos cambian de precio.`}
          </Text>
        </Stack>
      </Paper>
      {impact}
    </Stack>
  );
}
