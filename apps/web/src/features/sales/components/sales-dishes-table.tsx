import { useState } from 'react';
import { Table, Text } from '@mantine/core';
import type { SalesSummary } from '@costeo/domain/contracts/sales';
import { SortableHeader, SortButton, type Sort } from '../../../components/sortable-header.tsx';
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
