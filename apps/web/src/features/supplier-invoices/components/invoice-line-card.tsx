import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPackage } from '@tabler/icons-react';
import type { InvoiceHeader, InvoicePreviewLine } from '@costeo/domain/contracts/supplier-invoices';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatEuro, formatPercent, formatQuantity } from '../../../lib/format.ts';
import { unitOfMeasureLabel } from '../../../lib/invoice-units.ts';
import { formatReferencePrice, MATCH_LABELS } from '../lib/invoice-display.ts';
import type { LineChoice } from '../lib/line-choice.ts';
import { LineMatchPicker } from './line-match-picker.tsx';

interface InvoiceLineCardProps {
  line: InvoicePreviewLine;
  format: InvoiceFormat;
  choice: LineChoice | undefined;
  onChoose: (choice: LineChoice) => void;
}

type InvoiceFormat = InvoiceHeader['format'];

const MATCH_COLORS = { code: 'teal', name: 'teal', none: 'gray' } as const;

function MatchBadge({ line, choice }: Pick<InvoiceLineCardProps, 'line' | 'choice'>) {
  const [label, color] = choice
    ? ['Elegido por ti', 'grape']
    : [MATCH_LABELS[line.match.matched_by], MATCH_COLORS[line.match.matched_by]];
  return (
    <Badge
      variant="light"
      color={color}
      c={BADGE_TEXT[color]}
      tt="none"
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}

/** What the line will do once applied. */
function Outcome({ line, choice }: Pick<InvoiceLineCardProps, 'line' | 'choice'>) {
  if (choice?.kind === 'skip') return <Text size="sm">No se importa.</Text>;
  if (choice?.kind === 'own') {
    return (
      <Text size="sm">
        Producto nuevo como ingrediente propio, con el nombre de la línea (sin catálogo).
      </Text>
    );
  }
  if (choice?.kind === 'create') {
    return (
      <Text size="sm">
        Producto nuevo
        {choice.definition ? ` de ${choice.definition.name}` : ' (ingrediente sugerido)'}.
      </Text>
    );
  }
  if (line.match.name) {
    return (
      <Text size="sm">
        Actualiza <strong>{line.match.name}</strong>
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      Sin producto: no se importa si no eliges uno.
    </Text>
  );
}

function PriceChange({ line }: { line: InvoicePreviewLine }) {
  if (line.price_per_base_unit === null || line.base_unit === null) return null;
  const now = formatReferencePrice(line.price_per_base_unit, line.base_unit);
  if (line.old_price_per_base_unit === null) {
    return <Text size="sm">Precio: {now}</Text>;
  }
  // Issue 32: applying leaves the price as it is (not counted as updated).
  if (!line.price_changes) {
    return (
      <Group gap={6} wrap="wrap">
        <Text size="sm">Precio: {now}</Text>
        <Badge variant="light" color="gray" c={BADGE_TEXT.gray} tt="none" radius="sm">
          Mismo precio
        </Badge>
      </Group>
    );
  }
  const up = line.change_pct !== null && !line.change_pct.startsWith('-');
  const same = line.change_pct !== null && Number(line.change_pct) === 0;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">
        {formatReferencePrice(line.old_price_per_base_unit, line.base_unit)} → {now}
      </Text>
      {line.change_pct !== null ? (
        <Text size="sm" c={same ? 'dimmed' : up ? BADGE_TEXT.red : BADGE_TEXT.teal} fw={600}>
          {same ? '' : up ? '+' : '−'}
          {formatPercent(line.change_pct.replace('-', ''))}
        </Text>
      ) : null}
      {line.warning ? (
        <Badge
          color="orange"
          c={BADGE_TEXT.orange}
          variant="light"
          tt="none"
          radius="sm"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
          title={line.warning}
        >
          Cambio de más del 20 %
        </Badge>
      ) : null}
    </Group>
  );
}

/** One invoice line: what was bought, what it matches and how its price changes. */
export function InvoiceLineCard({ line, format, choice, onChoose }: InvoiceLineCardProps) {
  const pack =
    line.pack_quantity && line.pack_unit
      ? ` · formato ${formatQuantity(line.pack_quantity)} ${line.pack_unit}`
      : '';
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`invoice-line-${line.line}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {line.line}. {line.description}
            </Text>
            <Text size="xs" c="dimmed">
              {line.code ? `Código ${line.code} · ` : ''}
              {formatQuantity(line.quantity)} {unitOfMeasureLabel(format, line.unit_of_measure)}
              {pack} · {formatEuro(line.line_total)}
            </Text>
          </div>
          <MatchBadge line={line} choice={choice} />
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Outcome line={line} choice={choice} />
          <LineMatchPicker line={line} onChoose={onChoose} />
        </Group>
        {choice?.kind === 'skip' ? null : <PriceChange line={line} />}
        {line.warning ? (
          <Text size="xs" c={BADGE_TEXT.orange}>
            {line.warning}
          </Text>
        ) : null}
        {line.format_change && choice?.kind !== 'skip' ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconPackage
              size={16}
              aria-hidden
              style={{ flexShrink: 0, marginTop: 2, color: BADGE_TEXT.orange }}
            />
            <Text size="sm" c={BADGE_TEXT.orange} fw={600}>
              {line.format_change}
            </Text>
          </Group>
        ) : null}
        {line.problem && choice?.kind !== 'skip' ? (
          <Text size="xs" c={BADGE_TEXT.red}>
            {line.problem}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
