// Loaded on demand (React.lazy): recharts and its styles stay out of the first download
// (DESIGN.md §2 and §8). The bars take numbers for drawing only; the figures in text come from the
// API's decimal strings.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatEuro } from '../../../lib/format.ts';

export function SupplierSpendChart({ data }: { data: { mes: string; Gasto: number }[] }) {
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="mes"
      series={[{ name: 'Gasto', label: 'Gasto sin IVA', color: 'terracotta.7' }]}
      tickLine="y"
      valueFormatter={(value) => formatEuro(value)}
      yAxisProps={{ width: 72 }}
      xAxisProps={{ interval: 'preserveStartEnd', fontSize: 12 }}
      // The same figures are in the table that follows (visually hidden), month by month.
      role="img"
      aria-label="Gasto por mes sin IVA, en barras"
    />
  );
}
