import { Anchor, Center, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { useDeliveryNote } from '../../../api/delivery-notes/get-delivery-note.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import { supplierPath } from '../../../lib/supplier-paths.ts';
import { formatDay, linesLabel } from '../lib/delivery-display.ts';
import { DeliveryLinesView } from './delivery-lines-view.tsx';

/** A saved albarán with its lines as they were recorded. */
export function DeliveryNoteDetailModal({
  id,
  onClose,
}: {
  id: number | null;
  onClose: () => void;
}) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const note = useDeliveryNote(id);
  const title = note.data
    ? `Albarán ${note.data.number || `del ${formatDay(note.data.date)}`}`
    : 'Albarán';
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={isSmallScreen}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {note.isPending ? (
        <Center py="xl">
          <Loader size="sm" role="progressbar" aria-label="Cargando el albarán" />
        </Center>
      ) : note.isError ? (
        <LoadErrorAlert
          title="No se ha podido cargar el albarán"
          retrying={note.isFetching}
          onRetry={() => void note.refetch()}
        />
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <div>
                <Text size="sm" c="dimmed">
                  {formatDay(note.data.date)} · {linesLabel(note.data.lines_count)}
                </Text>
                {note.data.supplier === null ? (
                  <Text fw={700}>{note.data.supplier_name}</Text>
                ) : (
                  <Anchor component={Link} to={supplierPath(note.data.supplier)} fw={700}>
                    {note.data.supplier_name}
                  </Anchor>
                )}
              </div>
              <div style={{ textAlign: 'right' }}>
                <Text size="sm" c="dimmed">
                  Total sin IVA
                </Text>
                <Text fw={700} size="lg">
                  {formatEuro(note.data.total_net)}
                </Text>
              </div>
            </Group>
            {note.data.notes ? (
              <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
                {note.data.notes}
              </Text>
            ) : null}
          </Paper>
          <DeliveryLinesView lines={note.data.lines} />
          <Text size="xs" c="dimmed">
            Guardado el {formatDateTime(note.data.created_at)}.
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
