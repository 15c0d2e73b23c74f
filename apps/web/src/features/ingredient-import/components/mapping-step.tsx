import { Alert, Group, Loader, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
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
  /** Reads the file again with another row as its header (title rows above the table). */
  onHeaderRowChange: (headerRow: number) => void;
  /** The file is being read again (another sheet or header row). */
  reading?: boolean;
  /** Why reading it again failed. */
  readError?: string | null;
  /** The server's 400 on a column (`mapping.price` → `price`), shown on its select. */
  errors?: Partial<Record<ImportField, string>>;
}

/** Step 2: the sheet, which column holds each field, and the first rows as read. */
export function MappingStep({
  inspect,
  mapping,
  onMappingChange,
  onSheetChange,
  onHeaderRowChange,
  reading = false,
  readError = null,
  errors,
}: MappingStepProps) {
  const headerRows = inspect.header_candidates.map((candidate) => ({
    value: String(candidate.row),
    label: `Fila ${candidate.row} · ${candidate.text}`,
  }));
  const columns = inspect.columns.map((header, index) => ({
    value: String(index),
    label: columnLabel(index, header),
  }));
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {inspect.file_type === 'xlsx' ? (
          <Select
            label="Hoja"
            data={inspect.sheets}
            value={inspect.sheet}
            allowDeselect={false}
            disabled={reading}
            onChange={(sheet) => {
              if (sheet) onSheetChange(sheet);
            }}
            w={{ base: '100%', xs: 220 }}
          />
        ) : null}
        {/* Title rows above the table ("Tarifa de precios…"): the chef says where the names are. */}
        <Select
          label="Fila de encabezados"
          description="La fila con los nombres de las columnas"
          data={headerRows}
          value={String(inspect.header_row)}
          allowDeselect={false}
          disabled={reading}
          onChange={(row) => {
            if (row && Number(row) !== inspect.header_row) onHeaderRowChange(Number(row));
          }}
          w={{ base: '100%', xs: 420 }}
        />
        {reading ? (
          <Loader size="sm" mb={8} role="progressbar" aria-label="Leyendo el archivo" />
        ) : null}
      </Group>
      {readError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {readError}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {inspect.total_rows === 1 ? '1 fila' : `${formatCount(inspect.total_rows)} filas`} bajo la
        fila {inspect.header_row}. Indica qué columna tiene cada dato; el nombre y el precio son
        obligatorios.
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
      {/* Sideways on a phone; the box takes the focus so a keyboard scrolls it too (axe). */}
      <div role="region" aria-label="Primeras filas" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table miw={560} striped withTableBorder fz="sm" aria-label="Primeras filas del archivo">
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
      </div>
    </Stack>
  );
}
