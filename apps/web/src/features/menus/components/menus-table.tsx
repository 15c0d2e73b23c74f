import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MenuListItem } from '@costeo/domain/contracts/menus';
import { SortableHeader, SortButton, type Sort } from '../../../components/sortable-header.tsx';
import {
  euroOrDash,
  expectedFoodCost,
  kindLabel,
  menuSummary,
  percentOrDash,
} from '../lib/menu-display.ts';
import { MenuStatus } from './menu-status.tsx';

interface MenusTableProps {
  menus: MenuListItem[];
  sort: Sort | null;
  onSort: (field: string) => void;
}

const FIGURE_COLUMNS = [
  'Coste por cubierto (esperado)',
  'Peor caso',
  'Food cost',
  'Food cost (peor caso)',
] as const;

function figuresOf(menu: MenuListItem): string[] {
  return [
    euroOrDash(menu.cost_per_cover_expected),
    euroOrDash(menu.cost_per_cover_worst),
    percentOrDash(expectedFoodCost(menu)),
    percentOrDash(menu.food_cost_pct_worst),
  ];
}

/** The Menús table: one row per menu, its price, its cost per cover and food cost as chosen and at worst. */
export function MenusTable({ menus, sort, onSort }: MenusTableProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table aria-label="Menús" highlightOnHover verticalSpacing="sm" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader fields={['name']} sort={sort} onSort={onSort}>
              <SortButton field="name" sort={sort} onSort={onSort}>
                Nombre
              </SortButton>
            </SortableHeader>
            <SortableHeader fields={['kind']} sort={sort} onSort={onSort}>
              <SortButton field="kind" sort={sort} onSort={onSort}>
                Tipo
              </SortButton>
            </SortableHeader>
            <SortableHeader fields={['price_per_person']} sort={sort} onSort={onSort} align="right">
              <SortButton field="price_per_person" sort={sort} onSort={onSort}>
                Precio por persona
              </SortButton>
            </SortableHeader>
            {FIGURE_COLUMNS.map((label) => (
              <Table.Th key={label} ta="right">
                {label}
              </Table.Th>
            ))}
            <Table.Th>Estado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {menus.map((menu) => (
            <Table.Tr key={menu.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Anchor component={Link} to={`/menus/${menu.id}`} fw={600} size="sm">
                    {menu.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {menuSummary(menu)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{kindLabel(menu)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {euroOrDash(menu.price_per_person)}
              </Table.Td>
              {figuresOf(menu).map((value, index) => (
                <Table.Td key={FIGURE_COLUMNS[index]} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {value}
                </Table.Td>
              ))}
              <Table.Td>
                <MenuStatus status={menu.status} statusWorst={menu.status_worst} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
