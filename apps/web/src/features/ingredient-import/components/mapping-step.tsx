import { Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  type ImportField,
  type ImportInspectResponse,
} from '@costeo/domain/contracts/ingredient-import';
import { columnLabel, columnLetter } from '../lib/read-file.ts';
import { formatCount } from '../../../lib/format.ts';

export type ColumnMapping = Record<ImportField, number | null>;

const REQUIRED: ReadonlySet<ImportField> = new Set(['name', 'price']);
const NONE = 'none';

interface MappingStepProps {
  inspect: ImportInspectResponse;
  mapping: ColumnMapping;
  onMappingChange: (mapping: ColumnMapping) => void;
  onSheetChange: (sheet: string) => void;
  /** The server's 400 on a column (`mapping.price` → `price`), shown on its select. */
  errors?: Partial<Record<ImportField, string>>;
}

/** Step 2: the sheet, which column holds each field, and the first rows as read. */
export function MappingStep({
  inspect,
  mapping,
  onMappingChange,
  onSheetChange,
  errors,
}: MappingStepProps) {
  const columns = inspect.columns.map((header, index) => ({
    value: String(index),
    label: columnLabel(index, header),
  }));
  return (
    <Stack gap="md">
      {inspect.file_type === 'xlsx' ? (
        <Select
          label="Hoja"
          data={inspect.sheets}
          value={inspect.sheet}
          allowDeselect={false}
          onChange={(sheet) => {
            if (sheet) onSheetChange(sheet);
          }}
          maw={320}
        />
      ) : null}
      <Text size="sm" c="dimmed">
        {inspect.total_rows === 1 ? '1 fila' : `${formatCount(inspect.total_rows)} filas`} bajo la
        cabecera. Indica qué columna tiene cada dato; el nombre y el precio son obligatorios.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {IMPORT_FIELDS.map((field) => {
          const required = REQUIRED.has(field);
          return (
            <Select
              key={field}
              label={IMPORT_FIELD_LABELS[field]}
              required={required}
              placeholder={required ? 'Elige una columna' : 'Sin columna'}
              data={required ? columns : [{ value: NONE, label: 'Sin columna' }, ...columns]}
              value={mapping[field] === null ? (required ? null : NONE) : String(mapping[field])}
              allowDeselect={false}
              error={errors?.[field]}
              onChange={(value) => {
                onMappingChange({
                  ...mapping,
                  [field]: value === null || value === NONE ? null : Number(value),
                });
              }}
            />
          );
        })}
      </SimpleGrid>
      <Text fw={600} size="sm">
        Primeras filas
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder fz="sm" aria-label="Primeras filas del archivo">
          <Table.Thead>
            <Table.Tr>
              {inspect.columns.map((header, index) => (
                <Table.Th key={index}>
                  {header ? `${columnLetter(index)} · ${header}` : columnLetter(index)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inspect.rows.map((row, rowIndex) => (
              <Table.Tr key={rowIndex}>
                {row.map((cell, index) => (
                  <Table.Td key={index}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
