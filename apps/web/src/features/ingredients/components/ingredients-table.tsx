import { Anchor, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import { formatPercent, formatShortDate } from '../../../lib/format.ts';
import type { Sort } from '../hooks/use-ingredient-list-state.ts';
import { formatPurchaseFormat, REFERENCE_PRICES } from '../lib/display.ts';
import { AllergenBadges } from '../../../components/allergen-badges.tsx';
import { IngredientRowMenu, type IngredientRowActions } from './ingredient-row-menu.tsx';
import { PurchasePrice } from './purchase-price.tsx';
import { ReferencePrice } from './reference-price.tsx';
import { SupplierName } from './supplier-name.tsx';
import { SortableHeader, SortButton } from '../../../components/sortable-header.tsx';

interface IngredientsTableProps extends IngredientRowActions {
  instances: IngredientInstance[];
  sort: Sort | null;
  onSort: (field: string) => void;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Desktop list: one row per product, prices ex-VAT, sortable headers. */
export function IngredientsTable({ instances, sort, onSort, ...actions }: IngredientsTableProps) {
  const header = { sort, onSort };
  return (
    <Table.ScrollContainer minWidth={1040}>
      {/* 8 px a side, not Mantine's 10: at 1280 px the twelve columns fit and the row menu shows
          without scrolling sideways (it was 39 px off-screen). */}
      <Table
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing={8}
        fz="sm"
        aria-label="Ingredientes"
      >
        <Table.Thead>
          <Table.Tr>
            <SortableHeader fields={['name', 'category_name']} {...header}>
              <SortButton field="name" {...header}>
                Nombre
              </SortButton>
              <Text span c="dimmed" aria-hidden>
                ·
              </Text>
              <SortButton field="category_name" {...header}>
                Categoría
              </SortButton>
            </SortableHeader>
            <SortableHeader fields={['supplier']} miw={130} {...header}>
              <SortButton field="supplier" {...header}>
                Proveedor
              </SortButton>
            </SortableHeader>
            <SortableHeader fields={['brand']} {...header}>
              <SortButton field="brand" {...header}>
                Marca
              </SortButton>
            </SortableHeader>
            <Table.Th miw={96}>Formato de compra</Table.Th>
            <SortableHeader fields={['purchase_price']} align="right" {...header}>
              <SortButton field="purchase_price" {...header}>
                Precio
              </SortButton>
            </SortableHeader>
            {REFERENCE_PRICES.map((price) => (
              <Table.Th key={price.key} ta="right" style={NOWRAP}>
                <abbr title={price.label} style={{ textDecoration: 'none' }}>
                  {price.short}
                </abbr>
              </Table.Th>
            ))}
            <SortableHeader fields={['waste_pct']} align="right" {...header}>
              <SortButton field="waste_pct" {...header}>
                Merma (%)
              </SortButton>
            </SortableHeader>
            <Table.Th>Alérgenos</Table.Th>
            <SortableHeader fields={['updated_at']} {...header}>
              <SortButton field="updated_at" {...header}>
                Actualizado
              </SortButton>
            </SortableHeader>
            <Table.Th>
              <VisuallyHidden>Acciones</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {instances.map((instance) => (
            <Table.Tr key={instance.id} opacity={instance.is_active ? 1 : 0.6}>
              <Table.Td>
                <Stack gap={0}>
                  <Group gap={6} wrap="nowrap">
                    <Anchor
                      component="button"
                      type="button"
                      fw={600}
                      size="sm"
                      c="dark.8"
                      ta="left"
                      onClick={() => {
                        actions.onEdit(instance);
                      }}
                    >
                      {instance.name}
                    </Anchor>
                    {instance.is_active ? null : (
                      <Badge size="xs" color="gray" variant="light">
                        Inactivo
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {instance.definition_name !== instance.name
                      ? `${instance.definition_name} · ${instance.category_name}`
                      : instance.category_name}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <SupplierName instance={instance} />
              </Table.Td>
              <Table.Td>
                {instance.brand || (
                  <Text span c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={NOWRAP}>
                {formatPurchaseFormat(instance.purchase_quantity, instance.purchase_unit)}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP} fw={600}>
                <PurchasePrice instance={instance} />
              </Table.Td>
              {REFERENCE_PRICES.map((price) => (
                <Table.Td key={price.key} ta="right">
                  <ReferencePrice
                    value={instance.price_equivalences[price.key]}
                    baseUnit={instance.base_unit}
                    unit={price.unit}
                  />
                </Table.Td>
              ))}
              <Table.Td ta="right" style={NOWRAP}>
                {formatPercent(instance.waste_pct)}
              </Table.Td>
              <Table.Td>
                <AllergenBadges allergens={instance.allergens} />
              </Table.Td>
              <Table.Td style={NOWRAP}>{formatShortDate(instance.updated_at)}</Table.Td>
              <Table.Td>
                <IngredientRowMenu instance={instance} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
