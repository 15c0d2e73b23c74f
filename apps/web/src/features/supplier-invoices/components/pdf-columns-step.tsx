import { Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { PdfColumns } from '@costeo/domain/contracts/supplier-invoices';
import { HorizontalScroll } from './horizontal-scroll.tsx';

type ColumnField = keyof PdfColumns;

const FIELDS: { field: ColumnField; label: string; required: boolean }[] = [
  { field: 'description', label: 'Descripción', required: true },
  { field: 'quantity', label: 'Cantidad', required: true },
  { field: 'unit_price', label: 'Precio unitario', required: true },
  { field: 'code', label: 'Código', required: false },
  { field: 'unit', label: 'Unidad', required: false },
  { field: 'discount', label: 'Descuento', required: false },
  { field: 'vat', label: 'IVA', required: false },
  { field: 'total', label: 'Importe', required: false },
];

export const EMPTY_COLUMNS: PdfColumns = {
  code: null,
  description: 0,
  quantity: 0,
  unit: null,
  unit_price: 0,
  discount: null,
  vat: null,
  total: null,
};

interface PdfColumnsStepProps {
  /** A PDF with text, or a photo or scan read by OCR (issue 36). */
  source?: 'pdf' | 'photo';
  rows: string[][];
  columns: PdfColumns;
  onChange: (columns: PdfColumns) => void;
}

/**
 * A supplier's PDF seen for the first time: the table as read, and what each column is. Costeo
 * remembers the answer for the supplier once the invoice is applied.
 */
export function PdfColumnsStep({ source = 'pdf', rows, columns, onChange }: PdfColumnsStepProps) {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const [header, ...body] = rows;
  const options = Array.from({ length: width }, (_, index) => ({
    value: String(index),
    label: header?.[index] ? `Columna ${index + 1} · ${header[index]}` : `Columna ${index + 1}`,
  }));
  return (
    <Stack gap="md">
      <Text size="sm">
        {source === 'photo'
          ? 'Es el primer albarán en foto de este proveedor: dinos qué es cada columna de la tabla leída. Costeo lo recordará para sus próximos albaranes y facturas; después verás las líneas dudosas junto a su fila de la foto.'
          : 'Es la primera factura en PDF de este proveedor: dinos qué es cada columna. Costeo lo recordará para sus próximas facturas.'}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        {FIELDS.map(({ field, label, required }) => (
          <Select
            key={field}
            label={label}
            required={required}
            size="xs"
            data={options}
            clearable={!required}
            placeholder={required ? 'Elige la columna' : 'No tiene'}
            value={columns[field] === null ? null : String(columns[field])}
            onChange={(value) => {
              const index = value === null ? null : Number(value);
              onChange({ ...columns, [field]: required ? (index ?? 0) : index });
            }}
          />
        ))}
      </SimpleGrid>
      <HorizontalScroll minWidth={480} label="La tabla de la factura, tal como se lee">
        <Table striped withTableBorder fz="xs" aria-label="La tabla de la factura, tal como se lee">
          <Table.Thead>
            <Table.Tr>
              {options.map((option, index) => (
                <Table.Th key={option.value}>{header?.[index] || `Columna ${index + 1}`}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {body.slice(0, 8).map((row, rowIndex) => (
              <Table.Tr key={rowIndex}>
                {options.map((option, index) => (
                  <Table.Td key={option.value}>{row[index] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </HorizontalScroll>
    </Stack>
  );
}
