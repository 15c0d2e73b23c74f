import { useState } from 'react';
import { Alert, Button, Collapse, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { RecipeExtraCost } from '@costeo/domain/contracts/extra-costs';
import { formatEuro } from '../../../lib/format.ts';
import { useRecipeExtraCosts } from '../../../api/extra-costs/list-recipe-extra-costs.ts';
import { AttachExtraCostForm } from './attach-extra-cost-form.tsx';
import { ExtraCostHistoryList } from './extra-cost-history-list.tsx';
import { RecipeExtraCostRow } from './recipe-extra-cost-row.tsx';
import { RemoveExtraCostModal } from './remove-extra-cost-modal.tsx';

interface RecipeExtraCostsSectionProps {
  recipeId: number;
  /** The recipe's saved total of extra costs (its answer), shown as the section's total. */
  extraCostsTotal: string;
  /**
   * Called after every attach, amount change or removal: the app reloads the recipe's figures
   * (features meet in app/).
   */
  onCostsChanged: () => void;
  stacked?: boolean;
}

/** Detalle de Receta: the recipe's extra costs (attach, change the amount, remove) and history. */
export function RecipeExtraCostsSection({
  recipeId,
  extraCostsTotal,
  onCostsChanged,
  stacked = false,
}: RecipeExtraCostsSectionProps) {
  const extras = useRecipeExtraCosts(recipeId);
  const [removing, setRemoving] = useState<RecipeExtraCost | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby="recipe-extra-costs-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="recipe-extra-costs-title">
            Costes extra
          </Title>
          <Text size="sm" c="dimmed">
            Total: <strong>{formatEuro(extraCostsTotal)}</strong> por elaboración
          </Text>
        </Group>
        {extras.isPending ? (
          <Skeleton height={56} role="progressbar" aria-label="Cargando costes extra" />
        ) : extras.isError ? (
          <Alert color="red" variant="light">
            No se han podido cargar los costes extra de la receta.
          </Alert>
        ) : extras.data.results.length === 0 ? (
          <Text size="sm" c="dimmed">
            Esta receta no suma costes extra. Añade envases, energía o mano de obra para ver su
            coste completo.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {extras.data.results.map((extra) => (
              <RecipeExtraCostRow
                key={extra.id}
                extra={extra}
                onChanged={onCostsChanged}
                onRemove={setRemoving}
              />
            ))}
          </Stack>
        )}
        <AttachExtraCostForm recipeId={recipeId} onAttached={onCostsChanged} stacked={stacked} />
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            rightSection={historyOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            aria-expanded={historyOpen}
            onClick={() => {
              setHistoryOpen((open) => !open);
            }}
          >
            Historial de costes extra
          </Button>
          <Collapse expanded={historyOpen}>
            <Stack pt="xs">
              {historyOpen ? <ExtraCostHistoryList recipeId={recipeId} /> : null}
            </Stack>
          </Collapse>
        </div>
      </Stack>
      <RemoveExtraCostModal
        extra={removing}
        onClose={() => {
          setRemoving(null);
        }}
        onRemoved={onCostsChanged}
      />
    </Paper>
  );
}
