import { useState } from 'react';
import { Alert, Group, Stack, TextInput, Title } from '@mantine/core';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import { scaleRecipeCost } from '@costeo/domain/recipe-scaling';
import { slicesOf } from '../lib/cost-share.ts';
import { parseServings } from '../lib/recipe-draft.ts';
import { CostAnalysisList } from './cost-analysis-list.tsx';
import { CostAnalysisTable } from './cost-analysis-table.tsx';
import { CostSharePanel } from './cost-share-panel.tsx';

interface CostAnalysisPanelProps {
  cost: RecipeCost;
  stacked: boolean;
  /**
   * The "Ver para (raciones)" text when the screen keeps it (the export uses it); null = the
   * recipe's servings. Without `onServingsTextChange` the panel keeps its own.
   */
  servingsText?: string | null;
  onServingsTextChange?: (text: string) => void;
}

/** The escandallo line by line (net, gross, unit cost, cost, share), scalable to N raciones. */
export function CostAnalysisPanel(props: CostAnalysisPanelProps) {
  const { cost, stacked } = props;
  const [ownText, setOwnText] = useState(String(cost.servings));
  const servingsText = props.onServingsTextChange
    ? (props.servingsText ?? String(cost.servings))
    : ownText;
  const setServingsText = props.onServingsTextChange ?? setOwnText;
  const wanted = parseServings(servingsText);
  const shown = wanted === null || wanted === cost.servings ? cost : scaleRecipeCost(cost, wanted);
  const { slices, legend, colors } = slicesOf(shown);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h4">
          Análisis de costes
        </Title>
        <TextInput
          label="Ver para (raciones)"
          inputMode="numeric"
          value={servingsText}
          onChange={(event) => {
            setServingsText(event.currentTarget.value);
          }}
          error={wanted === null ? 'Indica un número entero de raciones.' : undefined}
          w={160}
        />
      </Group>
      {shown !== cost ? (
        <Alert variant="light" color="blue">
          Cantidades y costes para {shown.servings} raciones (la receta es para {cost.servings}). El
          coste por ración y los márgenes no cambian.
        </Alert>
      ) : null}
      <Stack gap="md">
        <CostSharePanel slices={slices} legend={legend} />
        {stacked ? (
          <CostAnalysisList shown={shown} colors={colors} />
        ) : (
          <CostAnalysisTable shown={shown} colors={colors} />
        )}
      </Stack>
    </Stack>
  );
}
