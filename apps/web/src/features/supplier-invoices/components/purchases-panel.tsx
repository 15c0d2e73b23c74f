import {
  Anchor,
  Button,
  EmptyState,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Purchases } from '@costeo/domain/contracts/supplier-invoices';
import { QueryStates } from '../../../components/query-states.tsx';
import { getFeatureNotAvailable } from '../../../lib/api-errors.ts';
import { formatEuro } from '../../../lib/format.ts';
import { supplierPath } from '../../../lib/supplier-paths.ts';
import { usePurchases } from '../../../api/supplier-invoices/get-purchases.ts';
import { formatMonth } from '../lib/invoice-display.ts';
import type { SupplierInvoicesPlanAccess } from '../lib/plan-access.ts';

const MONTHS = 12;
const MONTH_ROW = {
  display: 'grid',
  gridTemplateColumns: '5.5rem 1fr 6.5rem',
  gap: 'var(--mantine-spacing-xs)',
  alignItems: 'center',
} as const;

function BySupplier({ purchases }: { purchases: Purchases }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="sm">
        Por proveedor
      </Title>
      <Table fz="sm" aria-label="Gasto por proveedor">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Proveedor</Table.Th>
            <Table.Th ta="right">Facturas</Table.Th>
            <Table.Th ta="right">Gasto sin IVA</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {purchases.by_supplier.map((supplier) => (
            <Table.Tr key={`${supplier.supplier_tax_id}-${supplier.supplier_name}`}>
              <Table.Td>
                {supplier.supplier === null ? (
                  supplier.supplier_name
                ) : (
                  // Issue 32: the supplier's screen (its products, prices and spend).
                  <Anchor component={Link} to={supplierPath(supplier.supplier)} size="sm">
                    {supplier.supplier_name}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td ta="right">{supplier.invoices_count}</Table.Td>
              <Table.Td ta="right">{formatEuro(supplier.total_net)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function ByMonth({ purchases }: { purchases: Purchases }) {
  const largest = Math.max(0, ...purchases.by_month.map((month) => Number(month.total_net)));
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="sm">
        Por mes
      </Title>
      <Stack
        gap={6}
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Gasto por mes"
      >
        {purchases.by_month.map((month) => {
          const value = Number(month.total_net);
          return (
            <li key={month.month}>
              <div style={MONTH_ROW}>
                <Text size="sm">{formatMonth(month.month)}</Text>
                <Progress
                  value={largest > 0 ? (Math.max(0, value) / largest) * 100 : 0}
                  aria-hidden
                  size="md"
                />
                <Text size="sm" ta="right">
                  {formatEuro(month.total_net)}
                </Text>
              </div>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** "Compras": spend per supplier and per month from the applied invoices (as the price history's plan). */
export function PurchasesPanel({ plan }: { plan: SupplierInvoicesPlanAccess }) {
  const knownLocked = plan.hasPriceHistory === false;
  const purchases = usePurchases(MONTHS, plan.hasPriceHistory === true);
  const refusal = getFeatureNotAvailable(purchases.error)?.detail ?? null;
  const heading = (
    <Stack gap={2}>
      <Title order={2} size="h4">
        Compras
      </Title>
      <Text size="sm" c="dimmed">
        Lo gastado en los últimos {MONTHS} meses según las facturas aplicadas, sin IVA (los abonos
        restan).
      </Text>
    </Stack>
  );
  if (knownLocked || refusal !== null) {
    const message = refusal ?? plan.lockedMessage;
    return (
      <Stack gap="sm">
        {heading}
        <Paper withBorder radius="md" p="md" data-testid="purchases-locked">
          <EmptyState icon={<IconLock size={24} stroke={1.6} />} variant="light" py="md">
            <EmptyState.Description>
              <Text size="sm" fw={600} c="dark.7" component="span" display="block">
                {message}
              </Text>
              <Text size="sm" c="dimmed" component="span" display="block" mt={6}>
                Con el plan Pro verás cuánto gastas con cada proveedor y cada mes.
              </Text>
            </EmptyState.Description>
            <EmptyState.Actions>
              <Button
                onClick={() => {
                  plan.openUpgrade(message);
                }}
              >
                Mejorar plan
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Paper>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {heading}
      {plan.hasPriceHistory === null ? (
        <Skeleton h={160} radius="md" />
      ) : (
        <QueryStates
          query={purchases}
          loading={<Skeleton h={160} radius="md" aria-label="Cargando las compras" />}
          errorTitle="No se han podido cargar tus compras"
          empty={{
            when: (data) => data.by_supplier.length === 0,
            render: () => (
              <Text size="sm" c="dimmed">
                Cuando apliques facturas verás aquí lo gastado por proveedor y por mes.
              </Text>
            ),
          }}
        >
          {(data) => (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <BySupplier purchases={data} />
              <ByMonth purchases={data} />
            </SimpleGrid>
          )}
        </QueryStates>
      )}
    </Stack>
  );
}
