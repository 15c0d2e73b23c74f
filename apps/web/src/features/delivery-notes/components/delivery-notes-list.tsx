import { Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { DeliveryNoteListItem } from '@costeo/domain/contracts/purchases';
import { formatEuro } from '../../../lib/format.ts';
import { formatDay, linesLabel } from '../lib/delivery-display.ts';

interface DeliveryNotesListProps {
  notes: DeliveryNoteListItem[];
  onOpen: (id: number) => void;
}

/** "Ver el albarán FG-2330 de Frutas García" / "Ver el albarán del 27/11/2026 de Makro". */
function openLabel(note: DeliveryNoteListItem): string {
  const which = note.number ? note.number : `del ${formatDay(note.date)}`;
  return `Ver el albarán ${which} de ${note.supplier_name}`;
}

/** Wide screens: a table of the albaranes. */
export function DeliveryNotesTable({ notes, onOpen }: DeliveryNotesListProps) {
  return (
    <Table striped highlightOnHover withTableBorder fz="sm" aria-label="Albaranes">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Fecha</Table.Th>
          <Table.Th>Proveedor</Table.Th>
          <Table.Th>Número</Table.Th>
          <Table.Th ta="right">Líneas</Table.Th>
          <Table.Th ta="right">Total sin IVA</Table.Th>
          <Table.Th>
            <VisuallyHidden>Acciones</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {notes.map((note) => (
          <Table.Tr key={note.id}>
            <Table.Td>{formatDay(note.date)}</Table.Td>
            <Table.Td>{note.supplier_name}</Table.Td>
            <Table.Td>{note.number || '—'}</Table.Td>
            <Table.Td ta="right">{note.lines_count}</Table.Td>
            <Table.Td ta="right">{formatEuro(note.total_net)}</Table.Td>
            <Table.Td ta="right">
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label={openLabel(note)}
                onClick={() => {
                  onOpen(note.id);
                }}
              >
                Ver
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Phones: one card per albarán, nothing to scroll sideways. */
export function DeliveryNotesCards({ notes, onOpen }: DeliveryNotesListProps) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Albaranes">
      {notes.map((note) => (
        <Paper component="li" key={note.id} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={1}>
                {note.supplier_name}
              </Text>
              <Text size="xs" c="dimmed">
                {[formatDay(note.date), note.number, linesLabel(note.lines_count)]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text size="sm">{formatEuro(note.total_net)}</Text>
            </div>
            <Button
              variant="light"
              size="compact-sm"
              aria-label={openLabel(note)}
              onClick={() => {
                onOpen(note.id);
              }}
            >
              Ver
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
