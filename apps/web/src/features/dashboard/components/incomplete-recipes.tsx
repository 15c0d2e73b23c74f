import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DashboardIncompleteRecipe } from '@costeo/domain/contracts/dashboard';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { DashboardCard } from './dashboard-card.tsx';

interface IncompleteRecipesProps {
  recipes: DashboardIncompleteRecipe[];
  /** All of them; the list shows the first few. */
  total: number;
}

/** Recipes whose cost cannot be trusted yet, with the first reason: what to fix. */
export function IncompleteRecipes({ recipes, total }: IncompleteRecipesProps) {
  const title = 'Costes incompletos';
  return (
    <DashboardCard title={title} description="Recetas con una línea sin precio o sin conversión.">
      {recipes.length === 0 ? (
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" radius="xl" size="sm" aria-hidden>
            <IconCircleCheck size={14} />
          </ThemeIcon>
          <Text size="sm">Todas tus recetas tienen el coste completo.</Text>
        </Group>
      ) : (
        <>
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={title}
          >
            {recipes.map((recipe) => (
              <Group key={recipe.id} component="li" gap="xs" wrap="nowrap" align="flex-start">
                <IconAlertTriangle
                  size={16}
                  color={BADGE_TEXT.orange}
                  aria-hidden
                  style={{ flexShrink: 0, marginTop: 3 }}
                />
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/recipes/${recipe.id}`} fw={600} size="sm">
                    {recipe.name}
                  </Anchor>
                  <Text size="xs" c={BADGE_TEXT.orange}>
                    {recipe.warning ?? 'Sin líneas: añade sus ingredientes.'}
                    {recipe.warnings_count > 1 ? ` (y ${recipe.warnings_count - 1} más)` : ''}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
          {total > recipes.length ? (
            <Text size="xs" c="dimmed" mt="sm">
              {total - recipes.length} recetas más con el coste incompleto.
            </Text>
          ) : null}
        </>
      )}
    </DashboardCard>
  );
}
