import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
} from '@tabler/icons-react';
import type { RecipeCostFields } from '@costeo/domain/contracts/recipes';
import { dec } from '@costeo/domain/decimal';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatEuro, formatPercent } from '../../../lib/format.ts';
import { euroOrDash, percentOrDash } from '../lib/recipe-display.ts';
import { RecipeStatusBadge } from './recipe-status-badge.tsx';
import { RecipeFigure } from './recipe-figure.tsx';

interface RecipeMarginsPanelProps {
  figures: RecipeCostFields;
  salePrice: string | null;
  servings: number;
}

/** Food cost against the target, said in words and with an icon (never colour alone). */
function TargetVerdict({ figures }: { figures: RecipeCostFields }) {
  const target = formatPercent(figures.effective_target_food_cost_pct);
  if (figures.food_cost_pct === null) {
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon color="gray" variant="light" size="md" radius="xl">
          <IconInfoCircle size={16} aria-hidden />
        </ThemeIcon>
        <Text size="sm">
          Sin PVP: indica el precio de venta para ver el margen y el food cost. Con un food cost del{' '}
          {target}, el precio sugerido es {formatEuro(figures.suggested_sale_price)}.
        </Text>
      </Group>
    );
  }
  if (!figures.cost_complete) {
    // A cost that misses lines makes the food cost look better than it is: no green light.
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon color="orange" variant="light" size="md" radius="xl">
          <IconAlertTriangle size={16} aria-hidden />
        </ThemeIcon>
        <Text size="sm" c={BADGE_TEXT.orange} fw={600}>
          Sin veredicto: el coste está incompleto, así que el food cost real es mayor que{' '}
          {percentOrDash(figures.food_cost_pct)}. Completa las líneas marcadas.
        </Text>
      </Group>
    );
  }
  const good = dec(figures.food_cost_pct).lessThanOrEqualTo(figures.effective_target_food_cost_pct);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ThemeIcon color={good ? 'teal' : 'red'} variant="light" size="md" radius="xl">
        {good ? <IconCircleCheck size={16} aria-hidden /> : <IconCircleX size={16} aria-hidden />}
      </ThemeIcon>
      <Text size="sm" c={good ? 'teal.9' : 'red.9'} fw={600}>
        {good
          ? `Dentro del objetivo: food cost ${percentOrDash(figures.food_cost_pct)} ≤ ${target}.`
          : `Por encima del objetivo: food cost ${percentOrDash(figures.food_cost_pct)} > ${target}. Sube el PVP a ${formatEuro(figures.suggested_sale_price)} o ajusta la receta.`}
      </Text>
    </Group>
  );
}

/** Coste, PVP, margen, food cost y precio sugerido de una ración, con su veredicto. */
export function RecipeMarginsPanel({ figures, salePrice, servings }: RecipeMarginsPanelProps) {
  return (
    <Paper withBorder radius="md" p="md" aria-label="Margen y food cost" component="section">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          Margen y food cost
        </Title>
        <RecipeStatusBadge status={figures.status} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 2 }} spacing="md" verticalSpacing="sm">
        <RecipeFigure
          label="Coste total"
          value={formatEuro(figures.total_cost)}
          hint={servings === 1 ? 'para 1 ración' : `para ${servings} raciones`}
        />
        <RecipeFigure label="Coste por ración" value={formatEuro(figures.cost_per_serving)} />
        <RecipeFigure
          label="PVP (IVA incluido)"
          value={euroOrDash(salePrice)}
          hint={
            figures.net_sale_price === null
              ? undefined
              : `${formatEuro(figures.net_sale_price)} sin IVA`
          }
        />
        <RecipeFigure
          label="Margen bruto por ración"
          value={euroOrDash(figures.margin_per_serving)}
        />
        <RecipeFigure
          label="Margen bruto (%)"
          value={percentOrDash(figures.margin_pct)}
          hint={figures.margin_pct === null ? undefined : 'sobre el precio sin IVA'}
        />
        <RecipeFigure label="Food cost (%)" value={percentOrDash(figures.food_cost_pct)} />
        <RecipeFigure
          label="Precio sugerido"
          value={formatEuro(figures.suggested_sale_price)}
          hint={`food cost ${formatPercent(figures.effective_target_food_cost_pct)}, IVA incl.`}
        />
      </SimpleGrid>
      <Stack mt="md" gap="xs">
        <TargetVerdict figures={figures} />
      </Stack>
    </Paper>
  );
}
