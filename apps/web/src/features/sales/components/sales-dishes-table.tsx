import { useState } from 'react';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SalesSummary } from '@costeo/domain/contracts/sales';
import { SortableHeader, SortButton, type Sort } from '../../../components/sortable-header.tsx';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatEuro, formatPercent, formatQuantity } from '../../../lib/format.ts';

type Dish = SalesSummary['dishes'][number];
type NumericField = 'mix_pct' | 'units' | 'net_revenue' | 'cost' | 'contribution' | 'food_cost_pct';

const KIND_LABELS: Record<Dish['kind'], string> = {
  recipe: 'Plato',
  menu: 'Menú',
  product: 'Producto',
};

const COLUMNS: { field: NumericField; label: string }[] = [
  { field: 'mix_pct', label: 'Mix' },
  { field: 'units', label: 'Unidades' },
  { field: 'net_revenue', label: 'Ventas sin IVA' },
  { field: 'cost', label: 'Coste' },
  { field: 'food_cost_pct', label: 'Food cost' },
  { field: 'contribution', label: 'Contribución' },
];

/** The rows in the chosen order (the API's order, by revenue, when none is chosen). */
export function sortDishes(dishes: Dish[], sort: Sort | null): Dish[] {
  if (!sort) return dishes;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...dishes].sort((a, b) => {
    if (sort.field === 'name') return sign * a.name.localeCompare(b.name, 'es');
    const field = sort.field as NumericField;
    // A dish without a food cost (no revenue) goes last either way.
    const left = a[field] === null ? null : Number(a[field]);
    const right = b[field] === null ? null : Number(b[field]);
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    return sign * (left - right);
  });
}

/** The next sort of a header click: descending first (the biggest figures), then ascending, then none. */
function nextSort(sort: Sort | null, field: string): Sort | null {
  if (sort?.field !== field) return { field, direction: field === 'name' ? 'asc' : 'desc' };
  const first = field === 'name' ? 'asc' : 'desc';
  return sort.direction === first ? { field, direction: first === 'asc' ? 'desc' : 'asc' } : null;
}

/** What was sold of each dish, menu and product: mix, units, revenue, cost and contribution. */
export function SalesDishesTable({ dishes }: { dishes: Dish[] }) {
  const [sort, setSort] = useState<Sort | null>(null);
  const onSort = (field: string) => {
    setSort(nextSort(sort, field));
  };
  return (
    <div role="region" aria-label="Platos vendidos" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table
        miw={760}
        striped
        highlightOnHover
        withTableBorder
        fz="sm"
        aria-label="Platos vendidos"
      >
        <Table.Thead>
          <Table.Tr>
            <SortableHeader fields={['name']} sort={sort} onSort={onSort}>
              <SortButton field="name" sort={sort} onSort={onSort}>
                Plato
              </SortButton>
            </SortableHeader>
            {COLUMNS.map((column) => (
              <SortableHeader
                key={column.field}
                fields={[column.field]}
                sort={sort}
                onSort={onSort}
                align="right"
              >
                <SortButton field={column.field} sort={sort} onSort={onSort}>
                  {column.label}
                </SortButton>
              </SortableHeader>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortDishes(dishes, sort).map((dish) => (
            <Table.Tr key={`${dish.kind}-${String(dish.id)}`}>
              <Table.Td>
                {dish.name}
                {dish.kind === 'recipe' ? null : (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {KIND_LABELS[dish.kind]}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatPercent(dish.mix_pct)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(dish.units)}</Table.Td>
              <Table.Td ta="right">{formatEuro(dish.net_revenue)}</Table.Td>
              <Table.Td ta="right">{formatEuro(dish.cost)}</Table.Td>
              <Table.Td ta="right">
                {dish.food_cost_pct === null ? '—' : formatPercent(dish.food_cost_pct)}
              </Table.Td>
              <Table.Td ta="right">{formatEuro(dish.contribution)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/**
 * Phones: one card per dish, menu or product in the API's order (by revenue), its figures on two
 * lines under its name — the table's seven columns would scroll sideways and squeeze the names.
 */
export function SalesDishesCards({ dishes }: { dishes: Dish[] }) {
  return (
    <Stack
      gap="xs"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Platos vendidos"
    >
      {dishes.map((dish) => (
        <Paper component="li" key={`${dish.kind}-${String(dish.id)}`} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {dish.name}
              {dish.kind === 'recipe' ? null : (
                <Text span size="xs" c="dimmed" fw={400}>
                  {' '}
                  · {KIND_LABELS[dish.kind]}
                </Text>
              )}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              <Text span fw={600} inherit>
                {formatEuro(dish.net_revenue)}
              </Text>{' '}
              <Text span size="xs" c="dimmed">
                sin IVA
              </Text>
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {`${formatQuantity(dish.units)} ud · Mix ${formatPercent(dish.mix_pct)}`}
          </Text>
          <Text size="xs">
            {/* Each figure kept whole on its line: a label never parts from its value. */}
            {[
              `Coste ${formatEuro(dish.cost)}`,
              `Food cost ${dish.food_cost_pct === null ? '—' : formatPercent(dish.food_cost_pct)}`,
              `Contribución ${formatEuro(dish.contribution)}`,
            ].map((figure, index) => (
              <span key={figure}>
                {index === 0 ? '' : ' · '}
                <span style={{ whiteSpace: 'nowrap' }}>{figure}</span>
              </span>
            ))}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** What was sold: the sortable table on wide screens, cards on phones. */
export function SalesDishes({ dishes }: { dishes: Dish[] }) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  return isSmallScreen ? (
    <SalesDishesCards dishes={dishes} />
  ) : (
    <SalesDishesTable dishes={dishes} />
  );
}
