import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatCount } from '../../../lib/format.ts';
import { Link } from 'react-router';
import type { RecipeListItem } from '@costeo/domain/contracts/recipes';
import { SortableHeader, SortButton, type Sort } from '../../../components/sortable-header.tsx';
import {
  euroOrDash,
  percentOrDash,
  yieldSummary,
  yieldUnitCostLabel,
} from '../lib/recipe-display.ts';
import { RecipeStatusBadge } from './recipe-status-badge.tsx';
import { RecipeThumbnail } from './recipe-thumbnail.tsx';

interface RecipesTableProps {
  recipes: RecipeListItem[];
  sort: Sort | null;
  onSort: (field: string) => void;
}

const NUMERIC_COLUMNS = [
  { field: 'servings', label: 'Raciones' },
  { field: 'cost_per_serving', label: 'Coste por ración' },
  { field: 'sale_price', label: 'PVP' },
  { field: 'margin_pct', label: 'Margen (%)' },
  { field: 'food_cost_pct', label: 'Food cost (%)' },
] as const;

function cellOf(recipe: RecipeListItem, field: (typeof NUMERIC_COLUMNS)[number]['field']) {
  switch (field) {
    case 'servings':
      return formatCount(recipe.servings);
    case 'cost_per_serving':
      // An elaboración: € per l, kg or ud it yields (a ración of a sauce means nothing).
      if (recipe.is_subrecipe) return yieldUnitCostLabel(recipe) ?? '—';
      return euroOrDash(recipe.cost_per_serving);
    case 'sale_price':
      return euroOrDash(recipe.sale_price);
    case 'margin_pct':
      return percentOrDash(recipe.margin_pct);
    case 'food_cost_pct':
      return percentOrDash(recipe.food_cost_pct);
  }
}

/** The Recetas table: one row per recipe, its figures per serving and its status. */
export function RecipesTable({ recipes, sort, onSort }: RecipesTableProps) {
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table
        aria-label="Recetas"
        highlightOnHover
        verticalSpacing="sm"
        striped={false}
        stickyHeader
      >
        <Table.Thead>
          <Table.Tr>
            <SortableHeader fields={['name']} sort={sort} onSort={onSort}>
              <SortButton field="name" sort={sort} onSort={onSort}>
                Nombre
              </SortButton>
            </SortableHeader>
            <SortableHeader fields={['category']} sort={sort} onSort={onSort}>
              <SortButton field="category" sort={sort} onSort={onSort}>
                Categoría
              </SortButton>
            </SortableHeader>
            {NUMERIC_COLUMNS.map((column) => (
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
            <Table.Th>Estado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {recipes.map((recipe) => {
            const yields = yieldSummary(recipe);
            return (
              <Table.Tr key={recipe.id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap="xs" wrap="nowrap">
                      <RecipeThumbnail recipe={recipe} size={32} />
                      <Anchor component={Link} to={`/recipes/${recipe.id}`} fw={600} size="sm">
                        {recipe.name}
                      </Anchor>
                    </Group>
                    {recipe.is_subrecipe ? (
                      <Group gap={6}>
                        <Badge
                          size="xs"
                          variant="outline"
                          color="grape"
                          c={BADGE_TEXT.grape}
                          tt="none"
                        >
                          Elaboración
                        </Badge>
                        {yields ? (
                          <Text size="xs" c="dimmed">
                            {yields}
                          </Text>
                        ) : null}
                      </Group>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={recipe.category ? undefined : 'dimmed'}>
                    {recipe.category || 'Sin categoría'}
                  </Text>
                </Table.Td>
                {NUMERIC_COLUMNS.map((column) => (
                  <Table.Td key={column.field} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {cellOf(recipe, column.field)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <RecipeStatusBadge status={recipe.status} isSubrecipe={recipe.is_subrecipe} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
