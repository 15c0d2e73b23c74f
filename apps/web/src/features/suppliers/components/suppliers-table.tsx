import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import { formatCutoff, productsCountLabel } from '../lib/supplier-display.ts';
import { supplierPath } from '../../../lib/supplier-paths.ts';
import { DeliveryDays } from './delivery-days.tsx';
import { SupplierRowMenu, type SupplierRowActions } from './supplier-row-menu.tsx';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

function Dimmed({ children }: { children: string }) {
  return (
    <Text span size="sm" c={children === '—' ? 'dimmed' : undefined}>
      {children}
    </Text>
  );
}

/** Wide screens: one row per supplier. */
export function SuppliersTable({
  suppliers,
  ...actions
}: SupplierRowActions & { suppliers: Supplier[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover fz="sm" aria-label="Proveedores">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>NIF/CIF</Table.Th>
            <Table.Th ta="right">Productos</Table.Th>
            <Table.Th>Reparto</Table.Th>
            <Table.Th>Hora límite</Table.Th>
            <Table.Th>
              <VisuallyHidden>Acciones</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {suppliers.map((supplier) => (
            <Table.Tr key={supplier.id}>
              <Table.Td>
                <Anchor component={Link} to={supplierPath(supplier.id)} fw={600} size="sm">
                  {supplier.name}
                </Anchor>
                {supplier.contact ? (
                  <Text size="xs" c="dimmed">
                    {supplier.contact}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <Dimmed>{supplier.tax_id || '—'}</Dimmed>
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {productsCountLabel(supplier.products_count)}
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <DeliveryDays days={supplier.delivery_days} />
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <Dimmed>{formatCutoff(supplier.order_cutoff) || '—'}</Dimmed>
              </Table.Td>
              <Table.Td ta="right" w={48}>
                <SupplierRowMenu supplier={supplier} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
