import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardRecentInvoice } from '@costeo/domain/contracts/dashboard';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatEuro, formatShortDate } from '../../../lib/format.ts';
import { DashboardCard } from './dashboard-card.tsx';

const INVOICES_PATH = '/ingredients/invoices';

/** The last supplier invoices applied (issue 19), beside the price changes they brought. */
export function RecentInvoices({ invoices }: { invoices: DashboardRecentInvoice[] }) {
  const title = 'Últimas facturas';
  return (
    <DashboardCard
      title={title}
      description="Facturas de proveedor aplicadas."
      action={
        <Anchor component={Link} to={INVOICES_PATH} size="sm" style={{ whiteSpace: 'nowrap' }}>
          Ver todas
        </Anchor>
      }
    >
      {invoices.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sube la factura de un proveedor en Ingredientes → Facturas de proveedor y Costeo
          actualizará tus precios.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {invoice.supplier_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {invoice.number} · {formatShortDate(invoice.issue_date)} ·{' '}
                    {invoice.products_count === 1
                      ? '1 producto'
                      : `${invoice.products_count} productos`}
                  </Text>
                </div>
                <Group gap={6} wrap="nowrap">
                  {invoice.kind === 'credit_note' ? (
                    <Badge
                      variant="light"
                      color="orange"
                      c={BADGE_TEXT.orange}
                      tt="none"
                      radius="sm"
                    >
                      Abono
                    </Badge>
                  ) : null}
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatEuro(invoice.total)}
                  </Text>
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
