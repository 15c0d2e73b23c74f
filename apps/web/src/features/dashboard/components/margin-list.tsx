import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconTrendingDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DashboardMarginRecipe } from '@costeo/domain/contracts/dashboard';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatEuro, formatPercentFixed } from '../../../lib/format.ts';
import { DashboardCard } from './dashboard-card.tsx';

interface MarginListProps {
  title: string;
  description: string;
  recipes: DashboardMarginRecipe[];
}

function MarginRow({ recipe }: { recipe: DashboardMarginRecipe }) {
  const low = recipe.status === 'low_margin';
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Box miw={0}>
        <Anchor component={Link} to={`/recipes/${recipe.id}`} fw={600} size="sm" lineClamp={2}>
          {recipe.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          Coste {formatEuro(recipe.cost_per_serving)} · PVP {formatEuro(recipe.sale_price)}
        </Text>
      </Box>
      <Box ta="right" style={{ flexShrink: 0 }}>
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {low ? (
            <Badge
              color="red"
              c={BADGE_TEXT.red}
              variant="light"
              tt="none"
              radius="sm"
              leftSection={<IconTrendingDown size={12} aria-hidden />}
            >
              Margen bajo
            </Badge>
          ) : null}
          <Text fw={700} size="sm" c={low ? BADGE_TEXT.red : BADGE_TEXT.teal}>
            {formatPercentFixed(recipe.margin_pct)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          Food cost {formatPercentFixed(recipe.food_cost_pct)}
        </Text>
      </Box>
    </Group>
  );
}

/** Recipes by margin %, each a link to its escandallo. */
export function MarginList({ title, description, recipes }: MarginListProps) {
  return (
    <DashboardCard title={title} description={description}>
      {recipes.length === 0 ? (
        <Text size="sm" c="dimmed">
          Pon un PVP a tus recetas para ver aquí su margen.
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
          {recipes.map((recipe) => (
            <MarginRow key={recipe.id} recipe={recipe} />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
