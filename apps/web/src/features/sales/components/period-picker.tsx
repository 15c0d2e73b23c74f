import { useState } from 'react';
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import {
  formatPeriod,
  PERIOD_LABELS,
  PERIOD_PRESETS,
  presetDates,
  type PeriodPreset,
  type SalesPeriod,
} from '../lib/sales-period.ts';

interface PeriodPickerProps {
  period: SalesPeriod;
  onChange: (period: SalesPeriod) => void;
  /** The last import's days, when there is one (the "Última importación" choice). */
  lastImport: { date_from: string; date_to: string } | null;
}

/**
 * The period the screen reads: a preset, or two dates the cook types and applies (a half-typed
 * date never asks the server).
 */
export function PeriodPicker({ period, onChange, lastImport }: PeriodPickerProps) {
  const [from, setFrom] = useState(period.dateFrom);
  const [to, setTo] = useState(period.dateTo);
  const presets = PERIOD_PRESETS.filter((preset) => preset !== 'last_import' || lastImport);
  const customError =
    from && to && to < from ? 'La fecha final no puede ser anterior a la inicial.' : null;
  const choose = (preset: PeriodPreset) => {
    if (preset === 'custom') {
      onChange({ ...period, preset });
      return;
    }
    const dates =
      preset === 'last_import' && lastImport
        ? { dateFrom: lastImport.date_from, dateTo: lastImport.date_to }
        : presetDates(preset === 'last_import' ? 'last_30_days' : preset, new Date());
    setFrom(dates.dateFrom);
    setTo(dates.dateTo);
    onChange({ preset, ...dates });
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Periodo"
        data={presets.map((preset) => ({ value: preset, label: PERIOD_LABELS[preset] }))}
        value={period.preset}
        allowDeselect={false}
        onChange={(value) => {
          if (value) choose(value);
        }}
        w={{ base: '100%', xs: 200 }}
      />
      {period.preset === 'custom' ? (
        <form
          style={{ display: 'contents' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (from && to && !customError)
              onChange({ preset: 'custom', dateFrom: from, dateTo: to });
          }}
        >
          <TextInput
            type="date"
            label="Desde"
            value={from}
            onChange={(event) => {
              setFrom(event.currentTarget.value);
            }}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            type="date"
            label="Hasta"
            value={to}
            error={customError}
            onChange={(event) => {
              setTo(event.currentTarget.value);
            }}
            w={{ base: '100%', xs: 170 }}
          />
          <Button type="submit" variant="default" disabled={!from || !to || customError !== null}>
            Ver
          </Button>
        </form>
      ) : (
        <Text size="sm" c="dimmed" mb={8}>
          Ventas {formatPeriod(period.dateFrom, period.dateTo)}
        </Text>
      )}
    </Group>
  );
}
