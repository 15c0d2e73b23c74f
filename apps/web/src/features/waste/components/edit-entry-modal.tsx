import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import {
  WASTE_DESTINATION_LABELS,
  WASTE_DESTINATIONS,
  WASTE_NOTE_MAX,
  WASTE_REASON_LABELS,
  WASTE_REASONS,
  type WasteDestination,
  type WasteEntry,
  type WasteEntryPatch,
  type WasteReason,
  type WasteUnit,
} from '@costeo/domain/contracts/waste';
import { checkPhotoFile } from '../../../api/recipes/recipe-photo.ts';
import { useUpdateWasteEntry, wasteKeys } from '../../../api/waste/waste-entries.ts';
import {
  deleteWastePhoto,
  uploadWastePhoto,
  wastePhotoKey,
} from '../../../api/waste/waste-photo.ts';
import { getErrorDetail, getFieldErrors } from '../../../lib/api-errors.ts';
import { readDecimalInput, toDecimalInput } from '../../../lib/decimal-input.ts';
import { useItemDetails } from '../hooks/use-waste-items.ts';
import { todayInMadrid } from '../lib/waste-dates.ts';
import { itemKey, unitOptions, type WasteItem } from '../lib/waste-item.ts';
import type { WasteStore } from '../lib/waste-store.ts';
import { WastePhotoThumb } from './waste-photo-thumb.tsx';

type Field = 'quantity' | 'unit' | 'reason' | 'destination' | 'date' | 'note' | 'photo' | 'form';

function seedOf(entry: WasteEntry): WasteItem {
  return {
    key: itemKey(entry),
    kind: entry.kind,
    ingredient_instance: entry.ingredient_instance,
    recipe: entry.recipe,
    name: entry.name,
    base_unit: entry.kind === 'dish' ? null : entry.base_unit,
    purchase_quantity: null,
    purchase_unit: null,
    density: null,
    unit_weight: null,
  };
}

/** Edits an entry of the log: its date, quantity and unit, reason, destination, note and photo. */
export function EditEntryModal({
  entry,
  store,
  onClose,
}: {
  entry: WasteEntry;
  store: WasteStore;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [seed] = useState(() => seedOf(entry));
  const item = useItemDetails(seed, store);
  const [date, setDate] = useState(entry.date);
  const [quantity, setQuantity] = useState(toDecimalInput(entry.quantity));
  const [unit, setUnit] = useState<string>(entry.unit);
  const [reason, setReason] = useState<WasteReason>(entry.reason);
  const [destination, setDestination] = useState<WasteDestination>(entry.destination);
  const [note, setNote] = useState(entry.note);
  const [hasPhoto, setHasPhoto] = useState(entry.has_photo);
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const update = useUpdateWasteEntry();
  const photoInput = useRef<HTMLInputElement>(null);

  const offered = item === null ? [] : unitOptions(item);
  const options = offered.some((option) => option.value === entry.unit)
    ? offered
    : [
        {
          value: entry.unit as WasteUnit,
          label: entry.unit === 'format' ? 'formatos' : entry.unit,
        },
        ...offered,
      ];

  const save = async () => {
    const found: Partial<Record<Field, string>> = {};
    const reading = readDecimalInput(quantity);
    if (quantity.trim() === '') found.quantity = 'Indica la cantidad.';
    else if (!reading.ok) found.quantity = reading.error;
    else if (!reading.value.greaterThan(0)) found.quantity = 'La cantidad debe ser mayor que 0.';
    if (date === '') found.date = 'Indica la fecha.';
    else if (date > todayInMadrid()) found.date = 'La fecha no puede ser posterior a hoy.';
    if (note.trim().length > WASTE_NOTE_MAX) found.note = `Máximo ${WASTE_NOTE_MAX} caracteres.`;
    if (Object.keys(found).length > 0 || !reading.ok) {
      setErrors(found);
      return;
    }
    const patch: WasteEntryPatch = {
      date,
      quantity: reading.plain,
      unit: unit as WasteUnit,
      reason,
      destination,
      note: note.trim(),
    };
    setErrors({});
    setSaving(true);
    try {
      await update.mutateAsync({ id: entry.id, patch });
      if (photo !== null) await uploadWastePhoto(entry.id, photo);
      else if (removePhoto && entry.has_photo) await deleteWastePhoto(entry.id);
      if (photo !== null || removePhoto) {
        queryClient.removeQueries({ queryKey: wastePhotoKey(entry.id) });
        await queryClient.invalidateQueries({ queryKey: wasteKeys.entries() });
      }
      onClose();
    } catch (error) {
      const fields = getFieldErrors(error);
      const next: Partial<Record<Field, string>> = {};
      for (const field of ['quantity', 'unit', 'reason', 'destination', 'date', 'note'] as const) {
        if (fields[field]) next[field] = fields[field];
      }
      if (fields.content_base64) next.photo = fields.content_base64;
      if (Object.keys(next).length === 0) {
        next.form =
          getErrorDetail(error) ?? 'No se han podido guardar los cambios. Inténtalo de nuevo.';
      }
      setErrors(next);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Editar merma: ${entry.name}`}
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label="Cantidad"
              inputMode="decimal"
              autoComplete="off"
              value={quantity}
              onChange={(event) => {
                setQuantity(event.currentTarget.value);
              }}
              error={errors.quantity}
              data-autofocus
            />
            <NativeSelect
              label="Unidad"
              data={options.map((option) => ({ value: option.value, label: option.label }))}
              value={unit}
              onChange={(event) => {
                setUnit(event.currentTarget.value);
              }}
              error={errors.unit}
            />
          </SimpleGrid>
          <NativeSelect
            label="Motivo"
            data={WASTE_REASONS.map((code) => ({ value: code, label: WASTE_REASON_LABELS[code] }))}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value as WasteReason);
            }}
            error={errors.reason}
          />
          <NativeSelect
            label="Destino"
            data={WASTE_DESTINATIONS.map((code) => ({
              value: code,
              label: WASTE_DESTINATION_LABELS[code],
            }))}
            value={destination}
            onChange={(event) => {
              setDestination(event.currentTarget.value as WasteDestination);
            }}
            error={errors.destination}
          />
          <TextInput
            type="date"
            label="Fecha"
            value={date}
            max={todayInMadrid()}
            onChange={(event) => {
              setDate(event.currentTarget.value);
            }}
            error={errors.date}
          />
          <Textarea
            label="Nota (opcional)"
            autosize
            minRows={1}
            maxRows={4}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
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
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (!file) return;
                const problem = checkPhotoFile(file);
                setErrors((current) => ({ ...current, photo: problem ?? undefined }));
                if (problem === null) {
                  setPhoto(file);
                  setRemovePhoto(false);
                }
              }}
            />
            <Group gap="sm" align="center">
              {hasPhoto && photo === null && !removePhoto ? (
                <WastePhotoThumb id={entry.id} name={entry.name} size={64} />
              ) : null}
              <Button
                variant="default"
                size="sm"
                leftSection={<IconCamera size={16} aria-hidden />}
                onClick={() => photoInput.current?.click()}
              >
                {hasPhoto || photo !== null ? 'Cambiar foto' : 'Añadir foto'}
              </Button>
              {(hasPhoto && !removePhoto) || photo !== null ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="sm"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => {
                    setPhoto(null);
                    setRemovePhoto(true);
                    setHasPhoto(false);
                  }}
                >
                  Quitar foto
                </Button>
              ) : null}
            </Group>
            {photo !== null ? (
              <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                Nueva foto: {photo.name}
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
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              Guardar cambios
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
