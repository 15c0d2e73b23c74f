// Loaded on demand (React.lazy): recharts and its styles stay out of the first download
// (DESIGN.md §2 and §8).
import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { formatEuro } from '../../../lib/format.ts';
import type { CostShareSlice } from '../lib/cost-share.ts';

/** Share of the recipe's cost per line: where the money goes. */
export function CostShareChart({ slices, label }: { slices: CostShareSlice[]; label: string }) {
  return (
    <DonutChart
      data={slices}
      size={200}
      thickness={34}
      withLabelsLine={false}
      tooltipDataSource="segment"
      valueFormatter={(value) => formatEuro(value)}
      chartLabel="Coste"
      aria-label={label}
      role="img"
    />
  );
}
