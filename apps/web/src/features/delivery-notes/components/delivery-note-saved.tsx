import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DeliveryNoteResult } from '@costeo/domain/contracts/purchases';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatEuro } from '../../../lib/format.ts';
import { supplierPath } from '../../../lib/supplier-paths.ts';
import { DELIVERY_NOTES_PATH } from '../lib/delivery-note-paths.ts';
import { formatDay, linesLabel } from '../lib/delivery-display.ts';

interface DeliveryNoteSavedProps {
  result: DeliveryNoteResult;
  supplierId: number;
  supplierName: string;
  onNew: () => void;
}

/** After saving: what was recorded, and where to go next. */
export function DeliveryNoteSaved({
  result,
  supplierId,
  supplierName,
  onNew,
}: DeliveryNoteSavedProps) {
  const note = result.note;
  const prices =
    result.prices_changed === 0
      ? 'Ningún precio ha cambiado.'
      : result.prices_changed === 1
        ? '1 precio actualizado: tus recetas y menús ya lo usan.'
        : `${String(result.prices_changed)} precios actualizados: tus recetas y menús ya los usan.`;
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        title={
          <Text fw={700} c={BADGE_TEXT.teal}>
            Albarán{note?.number ? ` ${note.number}` : ''} guardado
          </Text>
        }
      >
        <Stack gap={4}>
          <Text size="sm">
            {supplierName}
            {note ? `, ${formatDay(note.date)}` : ''}: {linesLabel(result.lines.length)} por{' '}
            <strong>{formatEuro(result.total_net)}</strong> sin IVA.
          </Text>
          <Text size="sm">{prices}</Text>
        </Stack>
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={supplierPath(supplierId)} variant="default">
          Ver {supplierName}
        </Button>
        <Button leftSection={<IconPlus size={16} />} onClick={onNew}>
          Nuevo albarán
        </Button>
        <Button component={Link} to={DELIVERY_NOTES_PATH} variant="subtle">
          Ver albaranes
        </Button>
      </Group>
    </Stack>
  );
}
