import { useEffect, useRef } from 'react';
import { Badge, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { RowActions } from '../../../components/row-actions.tsx';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import type { RecipeLineCost } from '@costeo/domain/contracts/recipes';
import { UNITS, type UnitCode } from '@costeo/domain/units';
import { decimalInputError, parseDecimalInput } from '../../../lib/decimal-input.ts';
import { formatEuro } from '../../../lib/format.ts';
import { formatLineQuantity, lineUnitPrice, priceUnitOf } from '../../../lib/format-quantity.ts';
import type { DraftLine } from '../lib/recipe-draft.ts';

interface RecipeLineRowProps {
  line: DraftLine;
  index: number;
  count: number;
  /** The engine's figures for the line; null while the facts load. */
  cost: RecipeLineCost | null;
  units: UnitCode[];
  /** A quantity that may be off by a thousand (not blocking: the cook may mean it). */
  implausible: string | null;
  /** Just added: the cursor goes to its quantity. */
  focusQuantity: boolean;
  /** The save's message for the quantity (the contract's or the server's 400). */
  quantityError?: string | undefined;
  /** The save's message for the line's other fields. */
  lineError?: string | undefined;
  /** Enter in the quantity: the cook goes on to the next line. */
  onQuantityEnter: () => void;
  onChange: (changes: Partial<Omit<DraftLine, 'key'>>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0} miw={84}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Stack>
  );
}

function quantityError(text: string): string | undefined {
  if (text.trim() === '') return 'Indica la cantidad neta.';
  const problem = decimalInputError(text);
  if (problem) return problem;
  return parseDecimalInput(text)?.greaterThan(0) ? undefined : 'La cantidad debe ser mayor que 0.';
}

/** One line of the escandallo: what, how much (net), in which unit, and what it costs. */
export function RecipeLineRow(props: RecipeLineRowProps) {
  const { line, index, count, cost, units, implausible, onChange, onMove, onRemove } = props;
  const quantityRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (props.focusQuantity) quantityRef.current?.focus();
  }, [props.focusQuantity]);
  const name = cost?.name || line.name || `Línea ${index + 1}`;
  const warning = cost?.warning ?? null;
  const quantityProblem = quantityError(line.quantity);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-label={`Línea ${index + 1}: ${name}`}
      style={warning || implausible ? { borderColor: 'var(--mantine-color-orange-5)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Group gap={6} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" w={20}>
            {index + 1}.
          </Text>
          <Text fw={600} size="sm">
            {name}
          </Text>
          {line.subRecipe !== null ? (
            <Badge size="xs" variant="outline" color="grape" c={BADGE_TEXT.grape} tt="none">
              Elaboración
            </Badge>
          ) : null}
        </Group>
        <RowActions label={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </Group>
      <Group gap="sm" mt="xs" align="flex-start" wrap="wrap">
        <TextInput
          label="Cantidad neta"
          aria-label={`Cantidad neta de ${name}`}
          inputMode="decimal"
          placeholder="0,5"
          ref={quantityRef}
          value={line.quantity}
          onChange={(event) => {
            onChange({ quantity: event.currentTarget.value });
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            props.onQuantityEnter();
          }}
          error={(line.quantity === '' ? undefined : quantityProblem) ?? props.quantityError}
          style={{ flex: '1 1 110px', maxWidth: 160 }}
        />
        <Select
          label="Unidad"
          aria-label={`Unidad de ${name}`}
          data={units.map((code) => ({ value: code, label: code }))}
          value={line.unit}
          onChange={(value) => {
            if (value) onChange({ unit: value });
          }}
          allowDeselect={false}
          style={{ flex: '1 1 110px', maxWidth: 160 }}
          title={UNITS[line.unit].plural}
        />
        <Figure
          label="Cantidad bruta"
          value={formatLineQuantity(cost?.gross_quantity ?? null, line.unit)}
        />
        <Figure
          label={`Coste por ${priceUnitOf(line.unit)}`}
          value={lineUnitPrice(cost?.unit_cost ?? null, line.unit).price}
        />
        <Figure label="Coste" value={cost?.cost != null ? formatEuro(cost.cost) : '—'} strong />
        <TextInput
          label="Nota"
          aria-label={`Nota de ${name}`}
          placeholder="En juliana, pelada…"
          value={line.note}
          onChange={(event) => {
            onChange({ note: event.currentTarget.value });
          }}
          style={{ flex: '1 1 160px' }}
        />
      </Group>
      {props.lineError ? (
        <Text size="sm" c="red" mt="xs" role="alert">
          {props.lineError}
        </Text>
      ) : null}
      {implausible ? (
        <Group gap={6} mt="xs" c={BADGE_TEXT.orange} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c={BADGE_TEXT.orange}>
            <Text span fw={600} inherit>
              Revisa esta línea:{' '}
            </Text>
            {implausible}
          </Text>
        </Group>
      ) : null}
      {warning ? (
        <Group gap={6} mt="xs" c={BADGE_TEXT.orange} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c={BADGE_TEXT.orange}>
            <Text span fw={600} inherit>
              Coste incompleto:{' '}
            </Text>
            {warning}
          </Text>
        </Group>
      ) : null}
    </Paper>
  );
}
