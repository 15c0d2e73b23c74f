// Loaded on demand (React.lazy): recharts and its styles stay out of the first download
// (DESIGN.md §2 and §8).
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatUnitPrice } from '../../../lib/format.ts';
import type { PriceHistoryPoint } from '../lib/price-history-points.ts';

interface PriceHistoryChartProps {
  points: PriceHistoryPoint[];
  /** "€/kg", "€/l" or "€/ud". */
  unitLabel: string;
}

export function PriceHistoryChart({ points, unitLabel }: PriceHistoryChartProps) {
  const data = points.map((point) => ({ fecha: point.label, precio: point.price }));
  return (
    <LineChart
      h={240}
      data={data}
      dataKey="fecha"
      series={[{ name: 'precio', label: unitLabel, color: 'terracotta.7' }]}
      curveType="stepAfter"
      valueFormatter={(value) => formatUnitPrice(value)}
      yAxisProps={{ width: 72, domain: ['auto', 'auto'] }}
      gridAxis="y"
      withDots
      role="img"
      aria-label={`Evolución del precio en ${unitLabel}`}
    />
  );
}
