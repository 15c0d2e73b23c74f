// Loaded on demand (React.lazy): recharts stays out of the Dashboard's first download. The chart
// takes numbers for drawing only; every figure in text comes from the API's decimal strings.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatEuro, formatQuantity } from '../../../lib/format.ts';

/** Waste at cost per week, oldest first, one bar each. */
export default function WasteWeeksChart({
  data,
  label,
}: {
  data: { week: string; Mermas: number }[];
  /** What the chart shows, said in words (its figures are in the table beside it). */
  label: string;
}) {
  return (
    <BarChart
      h={180}
      data={data}
      dataKey="week"
      series={[{ name: 'Mermas', color: 'orange.6' }]}
      tickLine="y"
      xAxisProps={{ fontSize: 11, interval: 'preserveStartEnd' }}
      // Whole euros on the axis, so "124 €" fits at 390 px; the tooltip keeps the cents. Ticks at
      // whole euros only: a week of 2,40 € drew ticks at 0,5 € steps, read «2 €, 2 €, 1 €, 1 €».
      yAxisProps={{
        width: 52,
        fontSize: 11,
        allowDecimals: false,
        tickFormatter: (value: number) => `${formatQuantity(value, 0)} €`,
      }}
      valueFormatter={(value) => formatEuro(value)}
      aria-label={label}
      role="img"
    />
  );
}
