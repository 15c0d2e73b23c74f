import { useState } from 'react';
import { Alert, Group, List, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TheoreticalUse } from '@costeo/domain/contracts/sales';
import { UNITS, type UnitCode } from '@costeo/domain/units';
import { useTheoreticalUse } from '../../../api/sales/get-theoretical-use.ts';
import { QueryStates } from '../../../components/query-states.tsx';
import { SortableHeader, SortButton, type Sort } from '../../../components/sortable-header.tsx';
import { formatEuro, formatQuantity } from '../../../lib/format.ts';
import { formatLineQuantity } from '../../../lib/format-quantity.ts';

type Product = TheoreticalUse['products'][number];

/**
 * "14,2 kg", "850 ml", "36 ud": the base quantity as a cook reads it (the domain's quantity
 * display). Units to one decimal: a period's eggs through a menu's expected shares are
 * "1.435 ud", not "1.434,958 ud"; half an egg still reads "2,5 ud".
 */
export function readableUse(product: Pick<Product, 'quantity' | 'base_unit'>): string {
  if (!(product.base_unit in UNITS)) return `${product.quantity} ${product.base_unit}`;
  const unit = product.base_unit as UnitCode;
  if (UNITS[unit].kind === 'count') return `${formatQuantity(product.quantity, 1)} ${unit}`;
  return formatLineQuantity(product.quantity, unit);
}

/**
 * The rows in the chosen order; none chosen: the API's, the dearest first. By name A→Z (Ñ after
 * N), by cost as numbers. Quantities are in different units and are not compared.
 */
export function sortUse(products: Product[], sort: Sort | null): Product[] {
  if (!sort) return products;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...products].sort((a, b) =>
    sort.field === 'name'
      ? sign * a.name.localeCompare(b.name, 'es')
      : sign * (Number(a.cost) - Number(b.cost)) || a.name.localeCompare(b.name, 'es'),
  );
}

/** A header click: the name A→Z first, the cost dearest first; then the other way; then none. */
function nextSort(sort: Sort | null, field: string): Sort | null {
  const first = field === 'name' ? 'asc' : 'desc';
  if (sort?.field !== field) return { field, direction: first };
  return sort.direction === first ? { field, direction: first === 'asc' ? 'desc' : 'asc' } : null;
}

function UseTable({ use }: { use: TheoreticalUse }) {
  const [sort, setSort] = useState<Sort | null>(null);
  const onSort = (field: string) => {
    setSort(nextSort(sort, field));
  };
  return (
    <Table striped highlightOnHover withTableBorder fz="sm" aria-label="Consumo teórico">
      <Table.Thead>
        <Table.Tr>
          <SortableHeader fields={['name']} sort={sort} onSort={onSort}>
            <SortButton field="name" sort={sort} onSort={onSort}>
              Producto
            </SortButton>
          </SortableHeader>
          <Table.Th ta="right">Cantidad</Table.Th>
          <SortableHeader fields={['cost']} sort={sort} onSort={onSort} align="right">
            <SortButton field="cost" sort={sort} onSort={onSort}>
              Coste
            </SortButton>
          </SortableHeader>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sortUse(use.products, sort).map((product) => (
          <Table.Tr key={product.ingredient_instance}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{product.name}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {readableUse(product)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatEuro(product.cost)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row" colSpan={2}>
            Total
          </Table.Th>
          <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="use-total">
            {formatEuro(use.total_cost)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

function UseWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={
        warnings.length === 1
          ? 'Un plato vendido no se ha podido desglosar del todo'
          : 'Algunos platos vendidos no se han podido desglosar del todo'
      }
    >
      <Text size="sm" mb={4}>
        Su consumo cuenta solo las líneas que se pueden calcular:
      </Text>
      <List size="sm" spacing={2}>
        {warnings.map((warning) => (
          <List.Item key={warning}>{warning}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * "Consumo teórico" (issue 33, DOMAIN.md §10): what the escandallos say the period's sales used of
 * each product — gross, merma included, through elaboraciones and menus — valued at its price on
 * each sale's day; the dearest first.
 */
export function TheoreticalUsePanel({ dateFrom, dateTo }: { dateFrom: string; dateTo: string }) {
  const query = useTheoreticalUse(dateFrom, dateTo);
  return (
    <QueryStates
      query={query}
      loading={
        <Stack
          gap="sm"
          role="progressbar"
          aria-busy="true"
          aria-label="Cargando el consumo teórico"
        >
          <Skeleton height={44} />
          <Skeleton height={160} radius="md" />
        </Stack>
      }
      errorTitle="No se ha podido calcular el consumo teórico"
      empty={{
        when: (use) => use.products.length === 0 && use.warnings.length === 0,
        render: () => (
          <Paper withBorder radius="md" p="lg">
            <Text fw={600}>Aún no hay consumo teórico en este periodo.</Text>
            <Text size="sm" c="dimmed">
              Vincula los artículos del TPV a tus platos y menús: verás cuánto de cada producto
              deberían haber gastado sus ventas.
            </Text>
          </Paper>
        ),
      }}
    >
      {(use) => (
        <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Text size="sm" c="dimmed">
            Lo que tus escandallos dicen que se ha gastado de cada producto con lo vendido en el
            periodo: en bruto (merma incluida), a través de sus elaboraciones y menús, y valorado al
            precio de cada día de venta.
          </Text>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>Coste del consumo teórico</Text>
            <Text fw={700} fz="lg">
              {formatEuro(use.total_cost)}
            </Text>
          </Group>
          <UseWarnings warnings={use.warnings} />
          {use.products.length > 0 ? <UseTable use={use} /> : null}
        </Stack>
      )}
    </QueryStates>
  );
}
