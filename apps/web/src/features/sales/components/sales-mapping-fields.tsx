import { Badge, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  SALES_FIELDS,
  SALES_FIELD_LABELS,
  type SalesField,
  type SalesImportResult,
} from '@costeo/domain/contracts/sales';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import type { SalesImportChoices, SalesMappingDraft } from '../hooks/use-sales-import.ts';
import { columnLabel } from '../lib/read-sales-file.ts';

const NONE = 'none';

const SOURCE_TEXT: Record<SalesImportResult['mapping_source'], { label: string; text: string }> = {
  remembered: {
    label: 'Recordadas',
    text: 'Las columnas de la última vez que importaste un archivo con este formato.',
  },
  suggested: {
    label: 'Sugeridas',
    text: 'Columnas sugeridas por sus títulos: compruébalas antes de importar.',
  },
  given: { label: 'Elegidas', text: 'Las columnas que has elegido.' },
};

interface SalesMappingFieldsProps {
  preview: SalesImportResult;
  choices: SalesImportChoices;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (patch: Partial<SalesImportChoices>) => void;
  onTypeVat: (vat: string) => void;
  onCommitVat: () => void;
}

/**
 * The file's columns, one select per field (SALES_FIELD_LABELS), the sheet of an .xlsx, the one
 * date of a file without a date column and the VAT of rows that give none.
 */
export function SalesMappingFields({
  preview,
  choices,
  errors,
  disabled,
  onChange,
  onTypeVat,
  onCommitVat,
}: SalesMappingFieldsProps) {
  const mapping: SalesMappingDraft = choices.mapping ?? preview.mapping;
  const columns = preview.columns.map((header, index) => ({
    value: String(index),
    label: columnLabel(index, header),
  }));
  const setColumn = (field: SalesField, value: string | null) => {
    onChange({
      mapping: { ...mapping, [field]: value === null || value === NONE ? null : Number(value) },
    });
  };
  const source = SOURCE_TEXT[preview.mapping_source];
  const badgeColor = preview.mapping_source === 'suggested' ? 'yellow' : 'teal';
  const isXml = preview.file_type === 'agora_xml';
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={badgeColor} c={BADGE_TEXT[badgeColor]}>
          {source.label}
        </Badge>
        <Text size="sm" c="dimmed">
          {isXml ? 'El día de Ágora trae sus campos: no hay columnas que elegir.' : source.text}
        </Text>
      </Group>
      {preview.file_type === 'xlsx' && preview.sheets.length > 1 ? (
        <Select
          label="Hoja"
          data={preview.sheets}
          value={preview.sheet}
          allowDeselect={false}
          disabled={disabled}
          onChange={(sheet) => {
            if (sheet) onChange({ sheet, mapping: null });
          }}
          w={{ base: '100%', xs: 260 }}
        />
      ) : null}
      {isXml ? null : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {SALES_FIELDS.map((field) => (
            <Select
              key={field}
              label={SALES_FIELD_LABELS[field]}
              placeholder="Sin columna"
              data={[{ value: NONE, label: 'Sin columna' }, ...columns]}
              value={mapping[field] === null ? NONE : String(mapping[field])}
              allowDeselect={false}
              disabled={disabled}
              error={errors[`mapping.${field}`]}
              onChange={(value) => {
                setColumn(field, value);
              }}
            />
          ))}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {mapping.date === null ? (
          <TextInput
            type="date"
            label="Fecha de las ventas"
            description="El archivo no tiene columna de fecha: todas sus ventas serán de este día."
            value={choices.date}
            disabled={disabled}
            error={errors.date}
            onChange={(event) => {
              onChange({ date: event.currentTarget.value });
            }}
          />
        ) : null}
        <TextInput
          label="IVA de las ventas sin IVA (%)"
          description="Para las filas cuyo archivo no dice su IVA."
          inputMode="decimal"
          value={choices.vat}
          disabled={disabled}
          error={errors.default_vat_pct}
          onChange={(event) => {
            onTypeVat(event.currentTarget.value);
          }}
          onBlur={onCommitVat}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onCommitVat();
          }}
        />
      </SimpleGrid>
    </Stack>
  );
}
