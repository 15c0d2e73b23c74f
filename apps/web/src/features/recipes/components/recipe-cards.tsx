import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { Link } from 'react-router';
import type { RecipeListItem } from '@costeo/domain/contracts/recipes';
import {
  euroOrDash,
  percentOrDash,
  servingsLabel,
  yieldLabel,
  yieldUnitCostLabel,
} from '../lib/recipe-display.ts';
import { RecipeStatusBadge } from './recipe-status-badge.tsx';
import { RecipeThumbnail } from './recipe-thumbnail.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/** The recipes at phone width: one card each, the same figures as the table. */
export function RecipeCards({ recipes }: { recipes: RecipeListItem[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recetas">
      {recipes.map((recipe) => (
        <Paper key={recipe.id} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
              <RecipeThumbnail recipe={recipe} size={48} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/recipes/${recipe.id}`} fw={700}>
                  {recipe.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {[recipe.category || 'Sin categoría', servingsLabel(recipe.servings)].join(' · ')}
                </Text>
              </Stack>
            </Group>
            <div style={{ flexShrink: 0 }}>
              <RecipeStatusBadge status={recipe.status} isSubrecipe={recipe.is_subrecipe} />
            </div>
          </Group>
          {recipe.is_subrecipe ? (
            <Badge size="xs" variant="outline" color="grape" c={BADGE_TEXT.grape} tt="none" mt={6}>
              Elaboración
            </Badge>
          ) : null}
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt="sm">
            {recipe.is_subrecipe ? (
              // An elaboración is costed per litre or kilo it yields, never per ración.
              <Figure
                label="Rinde"
                value={
                  [yieldLabel(recipe), yieldUnitCostLabel(recipe)].filter(Boolean).join(' · ') ||
                  '—'
                }
              />
            ) : (
              <Figure label="Coste por ración" value={euroOrDash(recipe.cost_per_serving)} />
            )}
            <Figure label="PVP" value={euroOrDash(recipe.sale_price)} />
            <Figure label="Margen (%)" value={percentOrDash(recipe.margin_pct)} />
            <Figure label="Food cost (%)" value={percentOrDash(recipe.food_cost_pct)} />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
