// Loaded on demand (React.lazy): recharts and its styles stay out of the first download
// (DESIGN.md §2 and §8). Charts take numbers for drawing only; every figure shown in text comes
// from the API's decimal strings.
import '@mantine/charts/styles.css';
import { BarChart, LineChart, ScatterChart } from '@mantine/charts';
import { formatEuro, formatPercent, formatUnitPrice } from '../../../lib/format.ts';

export function MarginChart({ data }: { data: { bucket: string; Platos: number }[] }) {
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="bucket"
      series={[{ name: 'Platos', color: 'teal.6' }]}
      tickLine="y"
      yAxisProps={{ allowDecimals: false }}
      xAxisProps={{ interval: 0, angle: -35, textAnchor: 'end', height: 56, fontSize: 11 }}
      aria-label="Número de platos por tramo de margen"
      role="img"
    />
  );
}

export function CategoryChart({ data }: { data: { category: string; Coste: number }[] }) {
  return (
    <BarChart
      h={Math.max(160, data.length * 40)}
      data={data}
      dataKey="category"
      orientation="vertical"
      yAxisProps={{ width: 130, fontSize: 12 }}
      series={[{ name: 'Coste', color: 'orange.6' }]}
      valueFormatter={(value) => formatEuro(value)}
      aria-label="Coste por categoría de ingrediente"
      role="img"
    />
  );
}

const LINE_COLORS = ['teal.6', 'orange.6', 'blue.6', 'grape.6', 'red.6', 'lime.7', 'cyan.6'];

export function EvolutionChart({
  data,
  names,
}: {
  data: Record<string, number | string>[];
  names: string[];
}) {
  return (
    <LineChart
      h={260}
      data={data}
      dataKey="date"
      series={names.map((name, index) => ({
        name,
        color: LINE_COLORS[index % LINE_COLORS.length] ?? 'teal.6',
      }))}
      curveType="stepAfter"
      connectNulls
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={(value) => formatUnitPrice(value)}
      aria-label="Evolución del precio de referencia de los ingredientes principales"
      role="img"
    />
  );
}

export interface MatrixPoint {
  name: string;
  /** A Mantine color per quadrant. */
  color: string;
  margen: number;
  popularidad: number;
}

export function MenuMatrixChart({
  points,
  averageMargin,
  popularityThreshold,
}: {
  points: MatrixPoint[];
  averageMargin: number;
  popularityThreshold: number;
}) {
  return (
    <ScatterChart
      h={300}
      // One series per dish, so the tooltip names it.
      data={points.map((point) => ({
        name: point.name,
        color: point.color,
        data: [{ margen: point.margen, popularidad: point.popularidad }],
      }))}
      dataKey={{ x: 'popularidad', y: 'margen' }}
      labels={{ x: 'Popularidad', y: 'Margen de contribución' }}
      valueFormatter={{ x: (value) => formatPercent(value), y: (value) => formatEuro(value) }}
      referenceLines={[
        { x: popularityThreshold, label: 'Umbral de popularidad', color: 'gray.6' },
        { y: averageMargin, label: 'Margen medio', color: 'gray.6' },
      ]}
      aria-label="Matriz de ingeniería de menú: margen de contribución frente a popularidad"
      role="img"
    />
  );
}
