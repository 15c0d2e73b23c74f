import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCamera, IconCircleCheck, IconCloudUpload, IconX } from '@tabler/icons-react';
import {
  WASTE_DESTINATION_LABELS,
  WASTE_DESTINATIONS,
  WASTE_NOTE_MAX,
  WASTE_REASON_LABELS,
  WASTE_REASONS,
  type WasteDestination,
  type WasteEntry,
  type WasteQuick,
  type WasteReason,
  type WasteUnit,
} from '@costeo/domain/contracts/waste';
import { NON_FIELD_ERRORS_KEY, getErrorDetail, getFieldErrors } from '../../../lib/api-errors.ts';
import { readDecimalInput } from '../../../lib/decimal-input.ts';
import { formatEuro, formatQuantity } from '../../../lib/format.ts';
import { checkPhotoFile } from '../../../api/recipes/recipe-photo.ts';
import { useItemDetails } from '../hooks/use-waste-items.ts';
import type { OfflineWaste } from '../hooks/use-offline-waste.ts';
import { todayInMadrid } from '../lib/waste-dates.ts';
import {
  defaultUnit,
  quantityLabel,
  unitOptions,
  type UnitOption,
  type WasteItem,
} from '../lib/waste-item.ts';
import type { WasteStore } from '../lib/waste-store.ts';
import { ItemPicker } from './item-picker.tsx';

type Field = 'item' | 'quantity' | 'unit' | 'reason' | 'destination' | 'date' | 'note' | 'photo';
type Errors = Partial<Record<Field | 'form', string>>;

/** The reasons in the order a cook picks them: the ones used last first, then the rest. */
export function orderedReasons(used: readonly WasteReason[]): WasteReason[] {
  return [...new Set([...used, ...WASTE_REASONS])];
}

/** "2 kg de Merluza · 29,80 € · 2 kg" — what was just recorded, valued. */
export function savedLabel(entry: WasteEntry, item: WasteItem | null): string {
  const quantity = quantityLabel(entry.quantity, entry.unit, item ?? undefined);
  const value = entry.value === null ? 'sin precio' : formatEuro(entry.value);
  const weight =
    entry.weight_kg !== null && entry.unit !== 'kg'
      ? ` · ${formatQuantity(entry.weight_kg)} kg`
      : '';
  return `${quantity} de ${entry.name} · ${value}${weight}`;
}

/** Server field names → the form's. */
const SERVER_FIELDS: Record<string, Field> = {
  ingredient_instance: 'item',
  recipe: 'item',
  quantity: 'quantity',
  unit: 'unit',
  reason: 'reason',
  destination: 'destination',
  date: 'date',
  note: 'note',
};

type Outcome =
  { kind: 'saved'; text: string; photoFailed: boolean } | { kind: 'pending'; text: string };

interface QuickEntryFormProps {
  waste: OfflineWaste;
  quick: WasteQuick | null;
  store: WasteStore;
}

/** "Registrar merma" (issue 35): one entry in a few taps, with or without signal. */
export function QuickEntryForm({ waste, quick, store }: QuickEntryFormProps) {
  const [picked, setPicked] = useState<WasteItem | null>(null);
  const [lastUnit, setLastUnit] = useState<string | null>(null);
  const item = useItemDetails(picked, store);
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState<WasteUnit | null>(null);
  const [reason, setReason] = useState<WasteReason | null>(null);
  const [destination, setDestination] = useState<WasteDestination | null>(null);
  const [date, setDate] = useState(todayInMadrid);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);

  const options: UnitOption[] = (() => {
    if (item === null) return [];
    const offered = unitOptions(item);
    if (offered.length > 0) return offered;
    // With no signal and nothing kept: the unit it was recorded in last time.
    return lastUnit === null
      ? []
      : [{ value: lastUnit as WasteUnit, label: lastUnit === 'format' ? 'formatos' : lastUnit }];
  })();
  const chosenUnit =
    unit !== null && options.some((option) => option.value === unit)
      ? unit
      : item === null
        ? null
        : (options.find((option) => option.value === lastUnit)?.value ??
          defaultUnit(item, lastUnit) ??
          options[0]?.value ??
          null);
  const chosenDestination: WasteDestination = destination ?? quick?.destinations[0] ?? 'residuo';
  const reasons = orderedReasons(quick?.reasons ?? []);

  const clear = (field: Field) => {
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const validate = (): { errors: Errors; plain: string | null } => {
    const found: Errors = {};
    let plain: string | null = null;
    if (item === null) found.item = 'Elige un producto, una elaboración o un plato.';
    if (quantity.trim() === '') found.quantity = 'Indica la cantidad.';
    else {
      const reading = readDecimalInput(quantity);
      if (!reading.ok) found.quantity = reading.error;
      else if (!reading.value.greaterThan(0)) found.quantity = 'La cantidad debe ser mayor que 0.';
      else plain = reading.plain;
    }
    if (item !== null && chosenUnit === null) found.unit = 'Elige la unidad.';
    if (reason === null) found.reason = 'Elige el motivo.';
    if (date === '') found.date = 'Indica la fecha.';
    else if (date > todayInMadrid()) found.date = 'La fecha no puede ser posterior a hoy.';
    if (note.trim().length > WASTE_NOTE_MAX) found.note = `Máximo ${WASTE_NOTE_MAX} caracteres.`;
    return { errors: found, plain };
  };

  const submit = async () => {
    setOutcome(null);
    const { errors: found, plain } = validate();
    if (
      Object.keys(found).length > 0 ||
      item === null ||
      plain === null ||
      chosenUnit === null ||
      reason === null
    ) {
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await waste.record(
        item,
        {
          date,
          ingredient_instance: item.ingredient_instance,
          recipe: item.recipe,
          quantity: plain,
          unit: chosenUnit,
          reason,
          destination: chosenDestination,
          note: note.trim(),
        },
        photo,
      );
      const what = `${quantityLabel(plain, chosenUnit, item)} de ${item.name}`;
      setOutcome(
        result.status === 'saved'
          ? { kind: 'saved', text: savedLabel(result.entry, item), photoFailed: result.photoFailed }
          : { kind: 'pending', text: what },
      );
      // Ready for the next one: the reason, destination and date stay, as a cook goes on.
      setPicked(null);
      setLastUnit(null);
      setQuantity('');
      setUnit(null);
      setNote('');
      setPhoto(null);
    } catch (error) {
      const fields = getFieldErrors(error);
      const mapped: Errors = {};
      for (const [field, message] of Object.entries(fields)) {
        const target = SERVER_FIELDS[field];
        if (target !== undefined) mapped[target] ??= message;
        else if (field === NON_FIELD_ERRORS_KEY || !mapped.form) mapped.form = message;
      }
      if (Object.keys(mapped).length === 0) {
        mapped.form =
          getErrorDetail(error) ?? 'No se ha podido registrar la merma. Inténtalo de nuevo.';
      }
      setErrors(mapped);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quick-entry-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="quick-entry-title">
            Registrar merma
          </Title>
          <ItemPicker
            value={item}
            quick={quick}
            online={waste.online}
            error={errors.item ?? null}
            onChange={(next, last) => {
              setPicked(next);
              setLastUnit(last);
              setUnit(null);
              clear('item');
            }}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label="Cantidad"
              inputMode="decimal"
              autoComplete="off"
              value={quantity}
              onChange={(event) => {
                setQuantity(event.currentTarget.value);
                clear('quantity');
              }}
              error={errors.quantity}
              size="md"
            />
            <NativeSelect
              label="Unidad"
              data={
                options.length === 0
                  ? [{ value: '', label: '—' }]
                  : options.map((option) => ({ value: option.value, label: option.label }))
              }
              disabled={options.length === 0}
              value={chosenUnit ?? ''}
              onChange={(event) => {
                setUnit(event.currentTarget.value as WasteUnit);
                clear('unit');
              }}
              error={errors.unit}
              size="md"
            />
          </SimpleGrid>
          <Fieldset
            legend="Motivo"
            variant="unstyled"
            p={0}
            m={0}
            styles={{
              legend: { fontWeight: 500, fontSize: 'var(--mantine-font-size-md)', padding: 0 },
            }}
          >
            <Chip.Group
              value={reason}
              onChange={(value) => {
                setReason(value);
                clear('reason');
              }}
            >
              <Group gap={8} mt={6}>
                {reasons.map((code) => (
                  <Chip key={code} value={code} size="md" radius="md">
                    {WASTE_REASON_LABELS[code]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {errors.reason ? (
              <Text c="red.8" size="sm" mt={4} role="alert">
                {errors.reason}
              </Text>
            ) : null}
          </Fieldset>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label="Destino"
              description="En el orden de prioridad de la Ley 1/2025"
              data={WASTE_DESTINATIONS.map((code) => ({
                value: code,
                label: WASTE_DESTINATION_LABELS[code],
              }))}
              value={chosenDestination}
              onChange={(event) => {
                setDestination(event.currentTarget.value as WasteDestination);
                clear('destination');
              }}
              error={errors.destination}
              size="md"
            />
            <TextInput
              type="date"
              label="Fecha"
              value={date}
              max={todayInMadrid()}
              onChange={(event) => {
                setDate(event.currentTarget.value);
                clear('date');
              }}
              error={errors.date}
              size="md"
            />
          </SimpleGrid>
          <Textarea
            label="Nota (opcional)"
            autosize
            minRows={1}
            maxRows={4}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              clear('note');
            }}
            error={errors.note}
          />
          <div>
            <input
              ref={photoInput}
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              data-testid="waste-photo-input"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (!file) return;
                const problem = checkPhotoFile(file);
                setErrors((current) => ({ ...current, photo: problem ?? undefined }));
                setPhoto(problem ? null : file);
              }}
            />
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconCamera size={16} aria-hidden />}
                onClick={() => photoInput.current?.click()}
              >
                {photo === null ? 'Añadir foto (opcional)' : 'Cambiar foto'}
              </Button>
              {photo !== null ? (
                <Button
                  variant="subtle"
                  color="gray"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => {
                    setPhoto(null);
                  }}
                >
                  Quitar foto
                </Button>
              ) : null}
            </Group>
            {photo !== null ? (
              <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                Foto: {photo.name}
              </Text>
            ) : null}
            {errors.photo ? (
              <Text c="red.8" size="sm" mt={4} role="alert">
                {errors.photo}
              </Text>
            ) : null}
          </div>
          {errors.form ? (
            <Alert color="red" variant="light" role="alert" p="sm">
              {errors.form}
            </Alert>
          ) : null}
          <Button type="submit" size="lg" fullWidth loading={saving}>
            Registrar merma
          </Button>
          <div role="status" aria-live="polite">
            {outcome?.kind === 'saved' ? (
              <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} p="sm">
                <Text size="sm" fw={600} data-testid="waste-saved">
                  Registrada: {outcome.text}
                </Text>
                {outcome.photoFailed ? (
                  <Text size="sm">
                    La foto no se ha podido subir: añádela con «Editar» en el historial.
                  </Text>
                ) : null}
              </Alert>
            ) : outcome?.kind === 'pending' ? (
              <Alert color="blue" variant="light" icon={<IconCloudUpload size={18} />} p="sm">
                <Text size="sm" fw={600} data-testid="waste-saved">
                  Guardada en este dispositivo: {outcome.text}
                </Text>
                <Text size="sm">Se enviará al volver la conexión.</Text>
              </Alert>
            ) : null}
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
