import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { dec } from '@costeo/domain/decimal';
import { parseDecimalInput, toDecimalInput } from '../../../lib/decimal-input.ts';

interface QuantityStepperProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** What one press of − or + adds. */
  step?: number;
}

/** A quantity field with big − and + buttons for a thumb in a cold cámara. */
export function QuantityStepper({ label, value, onChange, error, step = 1 }: QuantityStepperProps) {
  const bump = (delta: number) => {
    const current = parseDecimalInput(value) ?? dec(0);
    const next = current.plus(delta);
    onChange(next.lessThanOrEqualTo(0) ? '0' : toDecimalInput(next.toString()));
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <ActionIcon
        size={48}
        variant="default"
        aria-label={`Quitar ${step} (${label})`}
        onClick={() => {
          bump(-step);
        }}
      >
        <IconMinus size={22} />
      </ActionIcon>
      <TextInput
        label={label}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
        inputMode="decimal"
        autoComplete="off"
        size="lg"
        error={error}
        style={{ flex: 1, minWidth: 0 }}
      />
      <ActionIcon
        size={48}
        variant="default"
        aria-label={`Añadir ${step} (${label})`}
        onClick={() => {
          bump(step);
        }}
      >
        <IconPlus size={22} />
      </ActionIcon>
    </Group>
  );
}
