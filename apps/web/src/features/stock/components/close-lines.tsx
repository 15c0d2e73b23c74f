import { useState } from 'react';
import { Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatReadableQuantity } from '@costeo/domain/quantity-display';
import type { StockCloseLine } from '@costeo/domain/contracts/stock';
import { isUnitCode } from '@costeo/domain/units';
import { SortableHeader, SortButton, type Sort } from '../../../components/sortable-header.tsx';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatEuro, formatPercent, formatQuantity } from '../../../lib/format.ts';

/** A quantity in its base unit as a cook reads it: "3,45 kg", "84 ud". */
export function quantity(value: string, unit: string): string {
  return isUnitCode(unit)
    ? formatReadableQuantity(value, unit)
    : `${formatQuantity(value)} ${unit}`;
}

type SortField = 'name' | 'actual' | 'theoretical' | 'waste' | 'variance' | 'variance_pct';
const SORT_VALUE: Record<Exclude<SortField, 'name'>, (line: StockCloseLine) => number> = {
  actual: (line) => Number(line.actual_use_value),
  theoretical: (line) => Number(line.theoretical_use_value),
  waste: (line) => Number(line.waste_value),
  variance: (line) => Number(line.variance_value),
  variance_pct: (line) => (line.variance_pct === null ? -Infinity : Number(line.variance_pct)),
};

function sortLines(lines: StockCloseLine[], sort: Sort | null): StockCloseLine[] {
  if (!sort) return lines;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const field = sort.field as SortField;
  return [...lines].sort((a, b) =>
    field === 'name'
      ? sign * a.name.localeCompare(b.name, 'es')
      : sign * (SORT_VALUE[field](a) - SORT_VALUE[field](b)),
  );
}

function LinesTable({ lines }: { lines: StockCloseLine[] }) {
  const [sort, setSort] = useState<Sort | null>(null);
  const onSort = (field: string) => {
    setSort((current) =>
      current?.field !== field
        ? { field, direction: field === 'name' ? 'asc' : 'desc' }
        : current.direction === (field === 'name' ? 'asc' : 'desc')
          ? { field, direction: field === 'name' ? 'desc' : 'asc' }
          : null,
    );
  };
  const header = (field: SortField, label: string, align: 'left' | 'right' = 'right') => (
    <SortableHeader fields={[field]} sort={sort} onSort={onSort} align={align}>
      <SortButton field={field} sort={sort} onSort={onSort}>
        {label}
      </SortButton>
    </SortableHeader>
  );
  return (
    <Table.ScrollContainer minWidth={920} type="native" mah={480}>
      <Table striped highlightOnHover stickyHeader aria-label="Productos del cierre">
        <Table.Thead>
          <Table.Tr>
            {header('name', 'Producto', 'left')}
            <Table.Th ta="right">Inicial</Table.Th>
            <Table.Th ta="right">Compras</Table.Th>
            <Table.Th ta="right">Final</Table.Th>
            {header('actual', 'Consumo real')}
            {header('theoretical', 'Consumo teórico')}
            {header('waste', 'Merma')}
            {header('variance', 'Desviación')}
            {header('variance_pct', 'Desv. %')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortLines(lines, sort).map((line) => (
            <Table.Tr key={line.ingredient_instance}>
              <Table.Td fw={600}>{line.name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {quantity(line.opening, line.base_unit)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {quantity(line.purchases, line.base_unit)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {quantity(line.closing, line.base_unit)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {quantity(line.actual_use, line.base_unit)}
                <Text size="xs" c="dimmed">
                  {formatEuro(line.actual_use_value)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {quantity(line.theoretical_use, line.base_unit)}
                <Text size="xs" c="dimmed">
                  {formatEuro(line.theoretical_use_value)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {Number(line.waste) === 0 ? (
                  '—'
                ) : (
                  <>
                    {quantity(line.waste, line.base_unit)}
                    <Text size="xs" c="dimmed">
                      {formatEuro(line.waste_value)}
                    </Text>
                  </>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text span fw={700}>
                  {formatEuro(line.variance_value)}
                </Text>
                <Text size="xs" c="dimmed">
                  {quantity(line.variance, line.base_unit)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {line.variance_pct === null ? '—' : formatPercent(line.variance_pct)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The phone's orders of the cards, by the table's sortable columns. */
const CARD_SORTS: { value: string; label: string; sort: Sort | null }[] = [
  { value: 'default', label: 'Mayor desviación en €', sort: null },
  { value: 'name', label: 'Producto (A-Z)', sort: { field: 'name', direction: 'asc' } },
  { value: 'actual', label: 'Mayor consumo real', sort: { field: 'actual', direction: 'desc' } },
  {
    value: 'theoretical',
    label: 'Mayor consumo teórico',
    sort: { field: 'theoretical', direction: 'desc' },
  },
  { value: 'waste', label: 'Mayor merma', sort: { field: 'waste', direction: 'desc' } },
  {
    value: 'variance_pct',
    label: 'Mayor desviación en %',
    sort: { field: 'variance_pct', direction: 'desc' },
  },
];

/** Figures kept whole on their line: a label never parts from its value. */
function Figures({ figures }: { figures: string[] }) {
  return (
    <Text size="xs">
      {figures.map((figure, index) => (
        <span key={figure}>
          {index === 0 ? '' : ' · '}
          <span style={{ whiteSpace: 'nowrap' }}>{figure}</span>
        </span>
      ))}
    </Text>
  );
}

/**
 * Phones: one card per product, its variance in € beside its name, then the stock's movement and
 * the uses — the table's nine columns would scroll sideways out of sight at 390 px.
 */
export function CloseLinesCards({ lines }: { lines: StockCloseLine[] }) {
  const [order, setOrder] = useState('default');
  const sort = CARD_SORTS.find((option) => option.value === order)?.sort ?? null;
  return (
    <Stack gap="xs">
      <Select
        label="Ordenar por"
        data={CARD_SORTS.map(({ value, label }) => ({ value, label }))}
        value={order}
        onChange={(value) => {
          setOrder(value ?? 'default');
        }}
        allowDeselect={false}
        w={240}
      />
      <Stack
        gap="xs"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Productos del cierre"
      >
        {sortLines(lines, sort).map((line) => (
          <Paper component="li" key={line.ingredient_instance} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {line.name}
              </Text>
              <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text span fw={700} inherit>
                  {formatEuro(line.variance_value)}
                </Text>
                <Text span size="xs" c="dimmed">
                  {` ${line.variance_pct === null ? '' : formatPercent(line.variance_pct)}`}
                </Text>
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {`Desviación ${quantity(line.variance, line.base_unit)}`}
            </Text>
            <Figures
              figures={[
                `Inicial ${quantity(line.opening, line.base_unit)}`,
                `Compras ${quantity(line.purchases, line.base_unit)}`,
                `Final ${quantity(line.closing, line.base_unit)}`,
              ]}
            />
            <Figures
              figures={[
                `Real ${quantity(line.actual_use, line.base_unit)} (${formatEuro(line.actual_use_value)})`,
                `Teórico ${quantity(line.theoretical_use, line.base_unit)} (${formatEuro(line.theoretical_use_value)})`,
                ...(Number(line.waste) === 0
                  ? []
                  : [
                      `Merma ${quantity(line.waste, line.base_unit)} (${formatEuro(line.waste_value)})`,
                    ]),
              ]}
            />
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** The close's products: the sortable table on wide screens, cards on phones. */
export function CloseLines({ lines }: { lines: StockCloseLine[] }) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  return isSmallScreen ? <CloseLinesCards lines={lines} /> : <LinesTable lines={lines} />;
}
