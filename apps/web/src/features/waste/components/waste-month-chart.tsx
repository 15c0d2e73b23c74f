// Loaded on demand (React.lazy): recharts stays out of the log's first download. The chart takes
// numbers for drawing only; every figure in text comes from the API's decimal strings.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatEuro } from '../../../lib/format.ts';

/** Waste per month in €, one bar each, oldest first. */
export default function WasteMonthChart({ data }: { data: { month: string; Merma: number }[] }) {
  return (
    <BarChart
      h={200}
      data={data}
      dataKey="month"
      series={[{ name: 'Merma', color: 'orange.6' }]}
      valueFormatter={(value) => formatEuro(value)}
      yAxisProps={{ width: 64 }}
      tickLine="y"
      aria-label="Merma por mes en euros"
      role="img"
    />
  );
}
