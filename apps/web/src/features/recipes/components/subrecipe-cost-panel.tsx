import { Anchor, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { RecipeCostFields } from '@costeo/domain/contracts/recipes';
import type { UnitCode } from '@costeo/domain/units';
import { formatEuro, formatQuantity, formatUnitPrice } from '../../../lib/format.ts';
import { useRecipeUsedIn } from '../../../api/recipes/get-recipe-used-in.ts';
import { perHundredLabel } from '../lib/recipe-display.ts';
import { RecipeStatusBadge } from './recipe-status-badge.tsx';
import { RecipeFigure } from './recipe-figure.tsx';

interface SubrecipeCostPanelProps {
  recipeId: number;
  figures: RecipeCostFields;
  /** The yield as the cook is typing it (API text, "1.2"), or null while it is not a number. */
  yieldQuantity: string | null;
  yieldUnit: UnitCode | null;
}

/**
 * An elaboración's figures: what it costs per litre, kilo or unit it yields, the batch, and the
 * recipes that use it. No PVP, margin or suggested price: a sauce is not sold by the ración.
 */
export function SubrecipeCostPanel(props: SubrecipeCostPanelProps) {
  const { recipeId, figures, yieldQuantity, yieldUnit } = props;
  const usedIn = useRecipeUsedIn(recipeId, true);
  const perUnit = yieldUnit !== null ? figures.cost_per_yield_unit : null;
  return (
    <Paper withBorder radius="md" p="md" aria-label="Coste de la elaboración" component="section">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          Coste de la elaboración
        </Title>
        <RecipeStatusBadge status={figures.status} isSubrecipe />
      </Group>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <RecipeFigure
          label={yieldUnit ? `Coste por ${yieldUnit}` : 'Coste por unidad producida'}
          value={perUnit === null ? '—' : `${formatUnitPrice(perUnit)}/${yieldUnit ?? ''}`}
          hint={perUnit === null || yieldUnit === null ? null : perHundredLabel(perUnit, yieldUnit)}
        />
        <RecipeFigure
          label="Coste del lote"
          value={formatEuro(figures.total_cost)}
          hint={
            yieldQuantity !== null && yieldUnit !== null
              ? `rinde ${formatQuantity(yieldQuantity)} ${yieldUnit}`
              : 'indica la cantidad producida'
          }
        />
      </SimpleGrid>
      <Stack mt="md" gap={4}>
        <Text size="sm" fw={600}>
          Se usa en
        </Text>
        {usedIn.isPending ? (
          <Text size="sm" c="dimmed">
            Cargando…
          </Text>
        ) : usedIn.isError ? (
          <Text size="sm" c="dimmed">
            No se ha podido cargar dónde se usa.
          </Text>
        ) : usedIn.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            Aún no la usa ninguna receta: añádela desde «Añadir elaboración» en una receta.
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {usedIn.data.map((recipe) => (
              <List.Item key={recipe.id}>
                {/* 24 px tall: a finger's target, even with the next recipe right below (axe). */}
                <Anchor
                  component={Link}
                  to={`/recipes/${recipe.id}`}
                  size="sm"
                  display="inline-block"
                  lh="24px"
                  mih={24}
                >
                  {recipe.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
