import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InvoiceHeader } from '@costeo/domain/contracts/supplier-invoices';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatEuro, formatShortDate } from '../../../lib/format.ts';
import { INVOICE_FORMAT_LABELS, INVOICE_KIND_LABELS } from '../lib/invoice-display.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** Who sent it, its number and date, and its totals. */
export function InvoiceHeaderCard({ invoice }: { invoice: InvoiceHeader }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{invoice.supplier_name || 'Proveedor sin nombre'}</Text>
          <Group gap={6}>
            <Badge variant="light" color="gray" tt="none">
              {INVOICE_FORMAT_LABELS[invoice.format]}
            </Badge>
            <Badge
              variant="light"
              color={invoice.kind === 'credit_note' ? 'orange' : 'teal'}
              c={BADGE_TEXT[invoice.kind === 'credit_note' ? 'orange' : 'teal']}
              tt="none"
            >
              {INVOICE_KIND_LABELS[invoice.kind]}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
          <Field label="NIF" value={invoice.supplier_tax_id} />
          <Field label="Número" value={invoice.number} />
          <Field
            label="Fecha"
            value={invoice.issue_date ? formatShortDate(invoice.issue_date) : ''}
          />
          <Field label="Base imponible" value={formatEuro(invoice.total_net)} />
          <Field label="IVA" value={formatEuro(invoice.total_vat)} />
          <Field label="Total" value={formatEuro(invoice.total)} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
