import type { ReactNode } from 'react';
import { Alert, Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { PriceEquivalences } from '@costeo/domain/contracts/ingredients';
import type { UnitCode } from '@costeo/domain/units';
import { formatPercent, formatUnitPrice } from '../../../lib/format.ts';
import type { PricePreview } from '../lib/price-preview.ts';
import { ReferencePrice } from './reference-price.tsx';

interface PricePreviewPanelProps {
  /** Null until a catalog ingredient is chosen. */
  preview: PricePreview | null;
  /** Opens the advanced fields where the density or unit weight goes. */
  onFixMissing: (missing: 'density' | 'unit_weight') => void;
}

const SHOWN: { key: keyof PriceEquivalences; unit: UnitCode; label: string }[] = [
  { key: 'per_kg', unit: 'kg', label: '€ por kg' },
  { key: 'per_100g', unit: 'g', label: '€ por 100 g' },
  { key: 'per_l', unit: 'l', label: '€ por l' },
  { key: 'per_ud', unit: 'ud', label: '€ por ud' },
];

function Figure({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="md" fw={strong ? 700 : 500}>
        {children}
      </Text>
    </div>
  );
}

/**
 * Live costs while the cook types (DESIGN.md §1: the web app previews with the domain's cost
 * engine), ex-VAT, with the merma applied by dividing by the yield (DOMAIN.md §1).
 */
export function PricePreviewPanel({ preview, onFixMissing }: PricePreviewPanelProps) {
  let body: ReactNode;
  if (preview === null) {
    body = (
      <Text size="sm" c="dimmed">
        Elige un ingrediente del catálogo para ver sus costes.
      </Text>
    );
  } else if (preview.status === 'incomplete') {
    body = (
      <Text size="sm" c="dimmed">
        {preview.message}
      </Text>
    );
  } else if (preview.status === 'cannot_convert') {
    body = (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        role="alert"
        p="sm"
      >
        <Text size="sm">{preview.message}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          mt={4}
          onClick={() => {
            onFixMissing(preview.missing);
          }}
        >
          {preview.missing === 'density' ? 'Indicar la densidad' : 'Indicar el peso por unidad'}
        </Anchor>
      </Alert>
    );
  } else {
    const base = preview.baseUnit;
    body = (
      <>
        <SimpleGrid component="dl" cols={{ base: 2, xs: 4 }} spacing="sm" m={0}>
          {SHOWN.map((item) => (
            <Figure
              key={item.key}
              label={item.label}
              strong={item.key === 'per_kg' || item.key === 'per_l' || item.key === 'per_ud'}
            >
              <ReferencePrice
                value={preview.equivalences[item.key]}
                baseUnit={base}
                unit={item.unit}
              />
            </Figure>
          ))}
        </SimpleGrid>
        <SimpleGrid component="dl" cols={{ base: 2, xs: 3 }} spacing="sm" mt="sm" mb={0}>
          {base === 'ud' ? null : (
            // For a product counted in ud, "€ por ud" is already in the grid above: once is enough.
            <Figure label={`€ por ${base}`}>{formatUnitPrice(preview.unitCost)}</Figure>
          )}
          <Figure label={`€ por ${base} aprovechable`}>
            {formatUnitPrice(preview.usableUnitCost)}
          </Figure>
          <Figure label="Rendimiento">{formatPercent(preview.yieldPct)}</Figure>
        </SimpleGrid>
        {preview.warnings.map((warning) => (
          <Alert
            key={warning}
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            p="xs"
            mt="sm"
          >
            <Text size="sm">{warning}</Text>
          </Alert>
        ))}
      </>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-gray-0)"
      role="region"
      aria-labelledby="price-preview-title"
    >
      <Title order={3} size="h6" id="price-preview-title" mb="xs">
        Vista previa de costes
      </Title>
      {body}
      <Text size="xs" c="dimmed" mt="sm">
        <IconInfoCircle size={12} style={{ verticalAlign: -1 }} /> Sin IVA. El coste aprovechable
        divide por el rendimiento (100 − merma).
      </Text>
    </Paper>
  );
}
