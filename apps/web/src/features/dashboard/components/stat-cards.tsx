import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconBasket,
  IconChefHat,
  IconChartPie,
  IconTrendingDown,
  IconTrendingUp,
} from '@tabler/icons-react';
import type { DashboardFigures } from '@costeo/domain/contracts/dashboard';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatCount, formatPercent } from '../../../lib/format.ts';

interface StatProps {
  label: string;
  value: string;
  detail: string;
  icon: ReactNode;
  color: string;
  /** The value's colour when it asks for attention (AA text colours). */
  valueColor?: string;
}

function Stat({ label, value, detail, icon, color, valueColor }: StatProps) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={color} radius="md" size="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <Text fz={{ base: 24, sm: 28 }} fw={700} lh={1.2} mt={4} c={valueColor}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {detail}
      </Text>
    </Paper>
  );
}

const count = (n: number, one: string, many: string) =>
  n === 1 ? `1 ${one}` : `${formatCount(n)} ${many}`;

/**
 * What the "Margen bajo" card counts, in the same words as its title (issue 31: the card said
 * "Por debajo del objetivo" over "food cost por encima del objetivo"): recipes whose food cost
 * is over the target, i.e. whose margin is under it (DOMAIN.md §2, "Margen bajo").
 */
export function lowMarginDetail(figures: DashboardFigures): string {
  if (figures.costed_recipes_count === 0) return 'Ninguna receta tiene aún PVP y coste completo';
  if (figures.low_margin_count === 0) return 'Todas tus recetas con PVP están dentro del objetivo';
  const recipes = count(figures.low_margin_count, 'receta', 'recetas');
  return `${recipes} con el food cost por encima del objetivo`;
}

/** The five figures a cook reads first: what they hold, and how their costs stand. */
export function StatCards({ figures }: { figures: DashboardFigures }) {
  const averagedOver =
    figures.costed_recipes_count === 0
      ? 'Ninguna receta tiene aún PVP y coste completo'
      : `Media de ${count(figures.costed_recipes_count, 'receta', 'recetas')} con PVP y coste completo`;
  const percent = (value: string | null) => (value === null ? '—' : formatPercent(value));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
      <Stat
        label="Ingredientes"
        value={formatCount(figures.products_count)}
        detail="Productos que compras, con su precio"
        icon={<IconBasket size={18} />}
        color="blue"
      />
      <Stat
        label="Recetas"
        value={formatCount(figures.recipes_count)}
        detail={`De ellas, ${count(figures.subrecipes_count, 'elaboración', 'elaboraciones')}`}
        icon={<IconChefHat size={18} />}
        color="grape"
      />
      <Stat
        label="Food cost medio"
        value={percent(figures.average_food_cost_pct)}
        detail={averagedOver}
        icon={<IconChartPie size={18} />}
        color="orange"
      />
      <Stat
        label="Margen bruto medio"
        value={percent(figures.average_margin_pct)}
        detail={averagedOver}
        icon={<IconTrendingUp size={18} />}
        color="teal"
      />
      <Stat
        label="Margen bajo"
        value={formatCount(figures.low_margin_count)}
        detail={lowMarginDetail(figures)}
        icon={<IconTrendingDown size={18} />}
        color={figures.low_margin_count > 0 ? 'red' : 'gray'}
        valueColor={figures.low_margin_count > 0 ? BADGE_TEXT.red : undefined}
      />
    </SimpleGrid>
  );
}
