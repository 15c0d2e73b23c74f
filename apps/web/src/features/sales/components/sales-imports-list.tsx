import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import type { SalesImport } from '@costeo/domain/contracts/sales';
import { useDeleteSalesImport } from '../../../api/sales/delete-sales-import.ts';
import { useSalesImports } from '../../../api/sales/list-sales-imports.ts';
import { QueryStates } from '../../../components/query-states.tsx';
import { readSaveError } from '../../../lib/form-errors.ts';
import { formatCount, formatDateTime, formatEuro } from '../../../lib/format.ts';
import { formatPeriod } from '../lib/sales-period.ts';

function linesLabel(count: number): string {
  return count === 1 ? '1 línea' : `${formatCount(count)} líneas`;
}

const DELETE_FAILED = 'No se ha podido borrar la importación. Inténtalo de nuevo.';

function DeleteImportModal({
  target,
  onClose,
}: {
  target: SalesImport | null;
  onClose: () => void;
}) {
  const remove = useDeleteSalesImport();
  const close = () => {
    remove.reset();
    onClose();
  };
  const error = remove.error ? readSaveError(remove.error, DELETE_FAILED).form : null;
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title="Borrar la importación"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {target ? (
        <Stack gap="md">
          <Text size="sm">
            Se borrarán las {linesLabel(target.lines_count)} de «{target.file_name}» (ventas{' '}
            {formatPeriod(target.date_from, target.date_to)}, {formatEuro(target.net_revenue)} sin
            IVA). Los vínculos de sus artículos se conservan.
          </Text>
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => {
                remove.mutate(target.id, { onSuccess: close });
              }}
            >
              Borrar importación
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** The imports applied, newest first, each with its period, lines and revenue, and "Borrar". */
export function SalesImportsList({ empty }: { empty: React.ReactNode }) {
  const imports = useSalesImports(1);
  const [target, setTarget] = useState<SalesImport | null>(null);
  return (
    <>
      <QueryStates
        query={imports}
        loading={<Skeleton height={120} radius="md" aria-label="Cargando las importaciones" />}
        errorTitle="No se han podido cargar tus importaciones"
        empty={{ when: (data) => data.count === 0, render: () => empty }}
      >
        {(data) => (
          <Stack
            gap="xs"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Importaciones"
          >
            {data.results.map((item) => (
              <Paper component="li" key={item.id} withBorder radius="md" p="sm">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={600} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                      {item.file_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Ventas {formatPeriod(item.date_from, item.date_to)} ·{' '}
                      {linesLabel(item.lines_count)} · {formatEuro(item.net_revenue)} sin IVA
                    </Text>
                    <Text size="xs" c="dimmed">
                      Importada el {formatDateTime(item.created_at)}
                    </Text>
                  </div>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={`Borrar la importación ${item.file_name}`}
                    // A phone's long period line must not squeeze «Borrar» out of its card.
                    style={{ flexShrink: 0 }}
                    onClick={() => {
                      setTarget(item);
                    }}
                  >
                    Borrar
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryStates>
      <DeleteImportModal
        target={target}
        onClose={() => {
          setTarget(null);
        }}
      />
    </>
  );
}
