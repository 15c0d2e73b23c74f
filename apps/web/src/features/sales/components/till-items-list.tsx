import { Badge, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TillItem } from '@costeo/domain/contracts/sales';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatEuro, formatQuantity } from '../../../lib/format.ts';

/** "Plato: Tortilla de cebolla", "Producto: Caña · 0,2 l", "No es comida", "Sin vincular". */
export function linkText(item: TillItem): string {
  switch (item.link) {
    case 'recipe':
      return `Plato: ${item.recipe_name ?? ''}`;
    case 'menu':
      return `Menú: ${item.menu_name ?? ''}`;
    case 'product':
      return `Producto: ${item.ingredient_instance_name ?? ''}${
        item.quantity ? ` · ${formatQuantity(item.quantity)} ${item.unit ?? ''}` : ''
      }`;
    case 'not_food':
      return 'No es comida';
    case 'none':
      return 'Sin vincular';
  }
}

function LinkBadge({ item }: { item: TillItem }) {
  return item.link === 'none' ? (
    <Badge color="yellow" c={BADGE_TEXT.yellow} variant="light">
      Sin vincular
    </Badge>
  ) : (
    <Text size="sm">{linkText(item)}</Text>
  );
}

interface TillItemsListProps {
  items: TillItem[];
  onLink: (item: TillItem) => void;
}

function actionLabel(item: TillItem): string {
  return item.link === 'none' ? `Vincular ${item.name}` : `Cambiar el vínculo de ${item.name}`;
}

/** Wide screens: a table of the till's items. */
export function TillItemsTable({ items, onLink }: TillItemsListProps) {
  return (
    <div role="region" aria-label="Artículos del TPV" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table
        miw={720}
        striped
        highlightOnHover
        withTableBorder
        fz="sm"
        aria-label="Artículos del TPV"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Artículo</Table.Th>
            <Table.Th>Código</Table.Th>
            <Table.Th ta="right">Unidades</Table.Th>
            <Table.Th ta="right">Ventas sin IVA</Table.Th>
            <Table.Th>Vínculo</Table.Th>
            <Table.Th>
              <VisuallyHidden>Acciones</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{item.code || '—'}</Table.Td>
              <Table.Td ta="right">{formatQuantity(item.units)}</Table.Td>
              <Table.Td ta="right">{formatEuro(item.net_revenue)}</Table.Td>
              <Table.Td>
                <LinkBadge item={item} />
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  variant={item.link === 'none' ? 'light' : 'subtle'}
                  size="compact-sm"
                  aria-label={actionLabel(item)}
                  onClick={() => {
                    onLink(item);
                  }}
                >
                  {item.link === 'none' ? 'Vincular' : 'Cambiar'}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** Phones: one card per item, nothing to scroll sideways. */
export function TillItemsCards({ items, onLink }: TillItemsListProps) {
  return (
    <Stack
      gap="xs"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Artículos del TPV"
    >
      {items.map((item) => (
        <Paper component="li" key={item.id} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={1}>
                {item.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  item.code,
                  `${formatQuantity(item.units)} ud`,
                  `${formatEuro(item.net_revenue)} sin IVA`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <LinkBadge item={item} />
            </div>
            <Button
              variant="light"
              size="compact-sm"
              aria-label={actionLabel(item)}
              onClick={() => {
                onLink(item);
              }}
            >
              {item.link === 'none' ? 'Vincular' : 'Cambiar'}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
