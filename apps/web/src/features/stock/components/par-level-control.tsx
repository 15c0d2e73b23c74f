import { useState, type SubmitEvent } from 'react';
import { Button, Group, Popover, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import type { ParLevel, StockPlace, StockPlaceParInput } from '@costeo/domain/contracts/stock';
import { formatReadableQuantity } from '@costeo/domain/quantity-display';
import type { UnitCode } from '@costeo/domain/units';
import { useSetParLevel } from '../../../api/stock/storage-areas.ts';
import { readDecimalInput, toDecimalInput } from '../../../lib/decimal-input.ts';
import { readSaveError } from '../../../lib/form-errors.ts';
import { formatQuantity } from '../../../lib/format.ts';

/** The units a par level is typed in: purchase formats (products) and the item's kind of unit. */
export function parUnits(place: Pick<StockPlace, 'recipe' | 'base_unit'>) {
  const byKind: Record<string, { value: string; label: string }[]> = {
    g: [
      { value: 'kg', label: 'kg' },
      { value: 'g', label: 'g' },
    ],
    kg: [
      { value: 'kg', label: 'kg' },
      { value: 'g', label: 'g' },
    ],
    ml: [
      { value: 'l', label: 'l' },
      { value: 'ml', label: 'ml' },
    ],
    l: [
      { value: 'l', label: 'l' },
      { value: 'ml', label: 'ml' },
    ],
    ud: [{ value: 'ud', label: 'ud' }],
  };
  const units = byKind[place.base_unit] ?? [{ value: place.base_unit, label: place.base_unit }];
  return place.recipe === null
    ? [{ value: 'format', label: 'formatos de compra' }, ...units]
    : units;
}

/** "3 formatos (15 l)", "12 kg", "1,5 l". */
export function parLabel(par: ParLevel, baseUnit: string): string {
  const typed = `${formatQuantity(par.quantity)} ${par.unit === 'format' ? (par.quantity === '1.000' ? 'formato' : 'formatos') : par.unit}`;
  if (par.unit !== 'format' || par.base_quantity === null) return typed;
  return `${typed} (${formatReadableQuantity(par.base_quantity, baseUnit as UnitCode)})`;
}

interface ParLevelControlProps {
  areaId: number;
  place: StockPlace;
}

/**
 * A place's par level (issue 37): what this area should hold after a delivery, the base of the
 * suggested orders. Typed in purchase formats or a unit; «Quitar» leaves the item without one.
 */
export function ParLevelControl({ areaId, place }: ParLevelControlProps) {
  const save = useSetParLevel(areaId);
  const units = parUnits(place);
  const [opened, setOpened] = useState(false);
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState<string>(units[0]?.value ?? 'format');
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    const par = place.par_level;
    setQuantity(par ? toDecimalInput(par.quantity) : '');
    setUnit(par?.unit ?? units[0]?.value ?? 'format');
    setError(null);
    save.reset();
    setOpened(true);
  };
  const send = (parLevel: StockPlaceParInput['par_level']) => {
    save.mutate(
      { item: place.id, par_level: parLevel },
      {
        onSuccess: () => {
          setOpened(false);
        },
        onError: (failure) => {
          const { fields, form } = readSaveError(failure, 'No se ha podido guardar el nivel par.');
          setError(fields.par_level ?? Object.values(fields)[0] ?? form ?? null);
        },
      },
    );
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reading = readDecimalInput(quantity);
    if (!reading.ok || reading.value.lessThanOrEqualTo(0)) {
      setError(reading.ok ? 'Introduce una cantidad mayor que 0.' : reading.error);
      return;
    }
    send({
      quantity: reading.plain,
      unit: unit as NonNullable<StockPlaceParInput['par_level']>['unit'],
    });
  };

  const shown = place.par_level
    ? `Nivel par: ${parLabel(place.par_level, place.base_unit)}`
    : 'Fijar nivel par';
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconTarget size={14} aria-hidden />}
          onClick={() => {
            if (opened) setOpened(false);
            else open();
          }}
          // The visible words first (WCAG 2.5.3), then which item: one button per shelf row.
          aria-label={`${shown} · ${place.name}`}
        >
          {shown}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit} noValidate aria-label={`Nivel par de ${place.name}`}>
          <Stack gap="xs" maw={260}>
            <Text size="sm">Lo que debe haber en esta zona después de recibir un pedido.</Text>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                label="Cantidad"
                size="xs"
                inputMode="decimal"
                autoComplete="off"
                value={quantity}
                onChange={(event) => {
                  setQuantity(event.currentTarget.value);
                }}
                error={error}
                style={{ flex: 1 }}
                data-autofocus
              />
              <Select
                label="Unidad"
                size="xs"
                data={units}
                value={unit}
                allowDeselect={false}
                onChange={(value) => {
                  if (value) setUnit(value);
                }}
                style={{ flex: 1 }}
                comboboxProps={{ withinPortal: false }}
              />
            </Group>
            <Group justify="flex-end" gap="xs">
              {place.par_level ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => {
                    send(null);
                  }}
                  disabled={save.isPending}
                >
                  Quitar
                </Button>
              ) : null}
              <Button type="submit" size="xs" loading={save.isPending}>
                Guardar
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
