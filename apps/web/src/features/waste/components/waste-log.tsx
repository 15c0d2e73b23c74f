import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import {
  WASTE_DESTINATION_LABELS,
  WASTE_DESTINATIONS,
  WASTE_REASON_LABELS,
  WASTE_REASONS,
  type WasteDestination,
  type WasteEntry,
  type WasteListQuery,
  type WasteReason,
} from '@costeo/domain/contracts/waste';
import {
  useDeleteWasteEntry,
  useWasteEntries,
  WASTE_PAGE_SIZE,
} from '../../../api/waste/waste-entries.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { formatEuro, formatQuantity } from '../../../lib/format.ts';
import type { OfflineWaste } from '../hooks/use-offline-waste.ts';
import { logDays, type PendingWaste } from '../lib/pending-waste.ts';
import {
  dayLabel,
  LOG_PERIOD_LABELS,
  LOG_PERIODS,
  periodRange,
  todayInMadrid,
  type LogPeriod,
} from '../lib/waste-dates.ts';
import { quantityLabel } from '../lib/waste-item.ts';
import type { WasteStore } from '../lib/waste-store.ts';
import { EditEntryModal } from './edit-entry-modal.tsx';
import { WastePhotoThumb } from './waste-photo-thumb.tsx';

const ALL = '';

/** The log (issue 35): entries by day, newest first, with what this phone still has to send. */
export function WasteLog({ waste, store }: { waste: OfflineWaste; store: WasteStore }) {
  const [period, setPeriod] = useState<LogPeriod>('30d');
  const [reason, setReason] = useState<WasteReason | null>(null);
  const [destination, setDestination] = useState<WasteDestination | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<WasteEntry | null>(null);
  const [deleting, setDeleting] = useState<WasteEntry | null>(null);
  const [discarding, setDiscarding] = useState<PendingWaste | null>(null);
  const today = todayInMadrid();
  const query: WasteListQuery = {
    ...periodRange(period, today),
    ...(reason === null ? {} : { reason }),
    ...(destination === null ? {} : { destination }),
    page,
  };
  const list = useWasteEntries(query);
  const removal = useDeleteWasteEntry();
  const [removalError, setRemovalError] = useState<string | null>(null);
  const days = logDays(list.data?.results ?? [], waste.pending, query);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / WASTE_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md" component="section" aria-labelledby="waste-log-title">
      <Title order={2} size="h3" id="waste-log-title">
        Historial
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NativeSelect
          label="Periodo"
          data={LOG_PERIODS.map((code) => ({ value: code, label: LOG_PERIOD_LABELS[code] }))}
          value={period}
          onChange={(event) => {
            setPeriod(event.currentTarget.value as LogPeriod);
            setPage(1);
          }}
        />
        <NativeSelect
          label="Motivo"
          data={[
            { value: ALL, label: 'Todos los motivos' },
            ...WASTE_REASONS.map((code) => ({ value: code, label: WASTE_REASON_LABELS[code] })),
          ]}
          value={reason ?? ALL}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setReason(value === ALL ? null : (value as WasteReason));
            setPage(1);
          }}
        />
        <NativeSelect
          label="Destino"
          data={[
            { value: ALL, label: 'Todos los destinos' },
            ...WASTE_DESTINATIONS.map((code) => ({
              value: code,
              label: WASTE_DESTINATION_LABELS[code],
            })),
          ]}
          value={destination ?? ALL}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDestination(value === ALL ? null : (value as WasteDestination));
            setPage(1);
          }}
        />
      </SimpleGrid>
      {removalError !== null ? (
        <Text c="red.8" size="sm" role="alert">
          {removalError}
        </Text>
      ) : null}
      {list.isPending && days.length === 0 ? (
        <Stack gap="sm" role="progressbar" aria-busy="true" aria-label="Cargando el registro">
          <Skeleton height={24} width="40%" />
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Stack>
      ) : list.isError && days.length === 0 ? (
        <LoadErrorAlert
          title="No se ha podido cargar el registro de mermas"
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : days.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text fw={600}>
            {reason !== null || destination !== null
              ? 'No hay mermas con estos filtros'
              : period === 'all'
                ? 'Aún no has registrado ninguna merma'
                : `No hay mermas en el periodo: ${LOG_PERIOD_LABELS[period].toLowerCase()}`}
          </Text>
          <Text size="sm" c="dimmed">
            {reason !== null || destination !== null
              ? 'Prueba con otro periodo, motivo o destino.'
              : 'Anota lo que se tira o se dona con «Registrar merma»: cada entrada se valora a coste del día y explica parte de la desviación del inventario.'}
          </Text>
        </Paper>
      ) : (
        <Stack gap="lg">
          {days.map((day) => (
            <section key={day.date} aria-label={dayLabel(day.date, today)}>
              <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
                <Title order={3} size="h5">
                  {dayLabel(day.date, today)}
                </Title>
                <Text size="sm" c="dimmed">
                  {formatEuro(day.value.toFixed(2))} · {formatQuantity(day.weightKg.toFixed(3))} kg
                </Text>
              </Group>
              <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {day.rows.map((row) =>
                  row.type === 'entry' ? (
                    <EntryRow
                      key={`e${row.entry.id}`}
                      entry={row.entry}
                      onEdit={() => {
                        setEditing(row.entry);
                      }}
                      onDelete={() => {
                        setRemovalError(null);
                        setDeleting(row.entry);
                      }}
                    />
                  ) : (
                    <PendingRow
                      key={`p${row.pending.client_id}`}
                      pending={row.pending}
                      onDiscard={() => {
                        setDiscarding(row.pending);
                      }}
                    />
                  ),
                )}
              </Stack>
            </section>
          ))}
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              aria-label="Páginas del registro"
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous'
                    ? 'Página anterior'
                    : control === 'next'
                      ? 'Página siguiente'
                      : control,
              })}
            />
          ) : null}
        </Stack>
      )}
      {editing !== null ? (
        <EditEntryModal
          entry={editing}
          store={store}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
      <Modal
        opened={deleting !== null}
        onClose={() => {
          setDeleting(null);
        }}
        title="Borrar merma"
        centered
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
      >
        <Stack gap="md">
          <Text size="sm">
            ¿Borrar «
            {deleting === null
              ? ''
              : `${quantityLabel(deleting.quantity, deleting.unit)} de ${deleting.name}`}
            »? No se puede deshacer.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setDeleting(null);
              }}
            >
              Cancelar
            </Button>
            <Button
              color="red"
              loading={removal.isPending}
              onClick={() => {
                if (deleting === null) return;
                removal.mutate(deleting.id, {
                  onSuccess: () => {
                    setDeleting(null);
                  },
                  onError: (error) => {
                    setDeleting(null);
                    setRemovalError(getErrorDetail(error) ?? 'No se ha podido borrar la merma.');
                  },
                });
              }}
            >
              Borrar
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={discarding !== null}
        onClose={() => {
          setDiscarding(null);
        }}
        title="Descartar merma"
        centered
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
      >
        <Stack gap="md">
          <Text size="sm">
            ¿Descartar «{discarding === null ? '' : discarding.item.name}»? No se ha enviado y se
            borrará de este dispositivo.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setDiscarding(null);
              }}
            >
              Cancelar
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (discarding !== null) void waste.discard(discarding.client_id);
                setDiscarding(null);
              }}
            >
              Descartar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function EntryRow({
  entry,
  onEdit,
  onDelete,
}: {
  entry: WasteEntry;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const what = `${quantityLabel(entry.quantity, entry.unit)} de ${entry.name}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="waste-entry">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {entry.has_photo ? <WastePhotoThumb id={entry.id} name={entry.name} /> : null}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.name}
            </Text>
            <Text
              fw={600}
              size="sm"
              style={{ whiteSpace: 'nowrap' }}
              data-testid="waste-entry-value"
            >
              {entry.value === null ? 'Sin precio' : formatEuro(entry.value)}
            </Text>
          </Group>
          <Text size="sm">
            {quantityLabel(entry.quantity, entry.unit)}
            {entry.weight_kg !== null && entry.unit !== 'kg'
              ? ` (${formatQuantity(entry.weight_kg)} kg)`
              : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {WASTE_REASON_LABELS[entry.reason]} · {WASTE_DESTINATION_LABELS[entry.destination]}
          </Text>
          {entry.note !== '' ? (
            <Text size="xs" c="dimmed" fs="italic" style={{ overflowWrap: 'anywhere' }}>
              {entry.note}
            </Text>
          ) : null}
        </div>
        <Stack gap={4}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Editar ${what}`}
            onClick={onEdit}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Borrar ${what}`}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Stack>
      </Group>
    </Paper>
  );
}

function PendingRow({ pending, onDiscard }: { pending: PendingWaste; onDiscard: () => void }) {
  const { input, item } = pending;
  const what = `${quantityLabel(String(input.quantity), input.unit, item)} de ${item.name}`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="waste-pending"
      bg="var(--mantine-color-blue-0)"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            {pending.error === null ? (
              <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
                Pendiente de enviar
              </Badge>
            ) : (
              <Badge variant="light" color="red" style={{ flexShrink: 0 }}>
                No enviada
              </Badge>
            )}
          </Group>
          <Text size="sm">{quantityLabel(String(input.quantity), input.unit, item)}</Text>
          <Text size="xs" c="dimmed">
            {WASTE_REASON_LABELS[input.reason]} · {WASTE_DESTINATION_LABELS[input.destination]}
            {pending.photo !== null ? ' · con foto' : ''}
          </Text>
          {pending.error !== null ? (
            <Text size="xs" c="red.8">
              {pending.error}
            </Text>
          ) : null}
        </div>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Descartar ${what}`}
          onClick={onDiscard}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
