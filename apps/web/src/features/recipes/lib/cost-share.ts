import { dec, toMoney } from '@costeo/domain/decimal';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';

/** A slice of the cost chart: a number only for the drawing; the legend shows `amount`. */
export interface CostShareSlice {
  name: string;
  value: number;
  color: string;
}

const SLICE_COLORS = [
  'terracotta.6',
  'teal.6',
  'yellow.6',
  'grape.6',
  'blue.6',
  'lime.7',
  'pink.6',
  'cyan.7',
];
export const OTHERS_COLOR = 'gray.5';
const MAX_SLICES = 7;

export const EXTRA_TYPE_LABELS = {
  fixed: 'fijo por elaboración',
  per_serving: 'por ración',
  percentage: '% de ingredientes',
} as const;

export interface LegendEntry {
  name: string;
  color: string;
  /** € of the batch, exact ("2.87"). */
  amount: string;
}

export function slicesOf(cost: RecipeCost): {
  slices: CostShareSlice[];
  legend: LegendEntry[];
  colors: Map<number, string>;
} {
  const priced = cost.lines
    .filter((line) => line.cost !== null && line.cost.greaterThan(0))
    .sort((a, b) => (b.cost && a.cost ? b.cost.comparedTo(a.cost) : 0));
  const colors = new Map<number, string>();
  const legend: LegendEntry[] = priced.slice(0, MAX_SLICES).map((line, index) => {
    const color = SLICE_COLORS[index % SLICE_COLORS.length] ?? OTHERS_COLOR;
    colors.set(line.position, color);
    return {
      name: line.name || `Línea ${line.position}`,
      color,
      amount: toMoney(line.cost ?? dec(0)),
    };
  });
  const rest = priced.slice(MAX_SLICES);
  for (const line of rest) colors.set(line.position, OTHERS_COLOR);
  if (rest.length > 0) {
    const sum = rest.reduce((total, line) => total.plus(line.cost ?? 0), dec(0));
    legend.push({ name: 'Otros', color: OTHERS_COLOR, amount: toMoney(sum) });
  }
  for (const extra of cost.extraCosts) {
    if (extra.cost.greaterThan(0)) {
      legend.push({ name: extra.name, color: OTHERS_COLOR, amount: toMoney(extra.cost) });
    }
  }
  // The drawing needs numbers; the figures shown stay the exact decimals.
  const slices = legend.map((entry) => ({ ...entry, value: Number(entry.amount) }));
  return { slices, legend, colors };
}

export function swatchColor(color: string): string {
  return `var(--mantine-color-${color.replace('.', '-')})`;
}
