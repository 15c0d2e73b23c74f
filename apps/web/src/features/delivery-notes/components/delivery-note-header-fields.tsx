import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import type { HeaderField, NoteHeader } from '../lib/delivery-lines.ts';

interface DeliveryNoteHeaderFieldsProps {
  suppliers: Supplier[];
  header: NoteHeader;
  /** The latest day the albarán may carry (today). */
  maxDate: string;
  errors: Partial<Record<HeaderField, string>>;
  onChange: (header: NoteHeader) => void;
}

/** Who delivered, on which day, and the albarán's own number when it has one. */
export function DeliveryNoteHeaderFields({
  suppliers,
  header,
  maxDate,
  errors,
  onChange,
}: DeliveryNoteHeaderFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
      <NativeSelect
        label="Proveedor"
        required
        data={[
          { value: '', label: 'Elige el proveedor', disabled: true },
          ...suppliers.map((supplier) => ({ value: String(supplier.id), label: supplier.name })),
        ]}
        value={header.supplier === null ? '' : String(header.supplier)}
        error={errors.supplier}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ ...header, supplier: value === '' ? null : Number(value) });
        }}
      />
      <TextInput
        label="Fecha"
        type="date"
        required
        max={maxDate}
        value={header.date}
        error={errors.date}
        onChange={(event) => {
          onChange({ ...header, date: event.currentTarget.value });
        }}
      />
      <TextInput
        label="Número de albarán (opcional)"
        placeholder="FG-2331"
        maxLength={60}
        autoComplete="off"
        value={header.number}
        error={errors.number}
        onChange={(event) => {
          onChange({ ...header, number: event.currentTarget.value });
        }}
      />
    </SimpleGrid>
  );
}
