import { Alert, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { RecipeCostFields } from '@costeo/domain/contracts/recipes';
import type { UnitCode } from '@costeo/domain/units';
import { AllergenBadges } from '../../../components/allergen-badges.tsx';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { RecipeMarginsPanel } from './recipe-margins-panel.tsx';
import { SubrecipeCostPanel } from './subrecipe-cost-panel.tsx';

/** An elaboración is costed by what it yields; null for a dish. */
export interface ElaboracionView {
  recipeId: number;
  yieldQuantity: string | null;
  yieldUnit: UnitCode | null;
}

interface RecipeCostSummaryProps {
  /** The live figures; null while the facts they need load. */
  figures: RecipeCostFields | null;
  salePrice: string | null;
  servings: number;
  loadFailed: boolean;
  elaboracion?: ElaboracionView | null;
}

/** Beside the lines: is the cost complete, what a serving earns, and the allergens. */
export function RecipeCostSummary({
  figures,
  salePrice,
  servings,
  loadFailed,
  elaboracion = null,
}: RecipeCostSummaryProps) {
  return (
    <Stack gap="md">
      {loadFailed ? (
        <Alert color="red" variant="light" role="alert">
          No se han podido cargar algunos ingredientes: el coste en vivo puede estar incompleto.
        </Alert>
      ) : null}
      {figures === null ? (
        <Paper
          withBorder
          radius="md"
          p="md"
          aria-busy="true"
          role="progressbar"
          aria-label="Calculando costes"
        >
          <Skeleton height={160} />
        </Paper>
      ) : (
        <>
          {!figures.cost_complete ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title="Coste incompleto"
              styles={{ title: { color: BADGE_TEXT.orange } }}
            >
              <Text size="sm" mb={4}>
                Estas cifras no incluyen todo lo que lleva la receta:
              </Text>
              <List size="sm">
                {figures.warnings.map((warning) => (
                  <List.Item key={warning}>{warning}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {elaboracion ? (
            <SubrecipeCostPanel figures={figures} {...elaboracion} />
          ) : (
            <RecipeMarginsPanel figures={figures} salePrice={salePrice} servings={servings} />
          )}
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Alérgenos:
            </Text>
            <AllergenBadges
              allergens={figures.allergens}
              emptyLabel="Ninguno de los 14 declarados"
            />
          </Group>
        </>
      )}
    </Stack>
  );
}
