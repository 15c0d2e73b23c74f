import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import { formatCutoff, productsCountLabel } from '../lib/supplier-display.ts';
import { supplierPath } from '../../../lib/supplier-paths.ts';
import { DeliveryDays } from './delivery-days.tsx';
import { SupplierRowMenu, type SupplierRowActions } from './supplier-row-menu.tsx';

/** Phone width: one card per supplier, nothing to scroll sideways. */
export function SupplierCards({
  suppliers,
  ...actions
}: SupplierRowActions & { suppliers: Supplier[] }) {
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Proveedores"
    >
      {suppliers.map((supplier) => (
        <Paper key={supplier.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={supplierPath(supplier.id)} fw={600}>
                {supplier.name}
              </Anchor>
              <Text size="xs" c="dimmed" truncate="end">
                {[supplier.tax_id, productsCountLabel(supplier.products_count)]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <SupplierRowMenu supplier={supplier} {...actions} />
          </Group>
          {supplier.delivery_days.length > 0 || supplier.order_cutoff ? (
            <Text size="sm" mt={6}>
              {supplier.delivery_days.length > 0 ? (
                <>
                  Reparto: <DeliveryDays days={supplier.delivery_days} />
                </>
              ) : null}
              {supplier.delivery_days.length > 0 && supplier.order_cutoff ? ' · ' : null}
              {supplier.order_cutoff
                ? `Pedido hasta las ${formatCutoff(supplier.order_cutoff)}`
                : null}
            </Text>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
