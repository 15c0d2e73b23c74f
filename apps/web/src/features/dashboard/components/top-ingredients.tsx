import { Group, Progress, Stack, Text } from '@mantine/core';
import type { DashboardTopIngredient } from '@costeo/domain/contracts/dashboard';
import { formatEuro, formatPercent } from '../../../lib/format.ts';
import { DashboardCard } from './dashboard-card.tsx';

/** The products that weigh most in the recipes' cost: a plain bar list (no chart library). */
export function TopIngredients({ ingredients }: { ingredients: DashboardTopIngredient[] }) {
  const title = 'Ingredientes que más pesan';
  return (
    <DashboardCard
      title={title}
      description="Lo que gasta en cada uno una tanda de todas tus recetas, y su parte del total."
    >
      {ingredients.length === 0 ? (
        <Text size="sm" c="dimmed">
          Cuando tus recetas lleven ingredientes con precio, verás aquí cuáles cuestan más.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
          {ingredients.map((ingredient) => (
            <li key={ingredient.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {ingredient.name}
                </Text>
                <Text size="sm" style={{ flexShrink: 0 }}>
                  {formatEuro(ingredient.cost)}{' '}
                  <Text span size="sm" fw={700}>
                    · {formatPercent(ingredient.share_pct)}
                  </Text>
                </Text>
              </Group>
              <Progress
                value={Number(ingredient.share_pct)}
                size="md"
                radius="xl"
                color="orange"
                aria-label={`${ingredient.name}: ${formatPercent(ingredient.share_pct)} del coste`}
              />
              <Text size="xs" c="dimmed" mt={2}>
                En{' '}
                {ingredient.recipes_count === 1
                  ? '1 receta'
                  : `${ingredient.recipes_count} recetas`}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
