// Loaded on demand (React.lazy): recharts stays out of Inventario's first download. The chart
// takes numbers for drawing only; every figure in text comes from the API's decimal strings.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatEuro } from '../../../lib/format.ts';

/** The products with the largest € variance, one horizontal bar each. */
export default function CloseVarianceChart({
  data,
}: {
  data: { name: string; Desviación: number }[];
}) {
  return (
    <BarChart
      h={Math.max(160, data.length * 36)}
      data={data}
      dataKey="name"
      orientation="vertical"
      yAxisProps={{ width: 120, fontSize: 12 }}
      series={[{ name: 'Desviación', color: 'orange.6' }]}
      valueFormatter={(value) => formatEuro(value)}
      aria-label="Productos con mayor desviación en euros"
      role="img"
    />
  );
}
