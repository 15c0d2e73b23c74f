import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent, IconLock, IconPrinter } from '@tabler/icons-react';
import {
  MAX_NEEDS_RANGE_DAYS,
  type EventsNeedsAnswer,
  type NeededEvent,
} from '@costeo/domain/contracts/menu-needs';
import { exportFileNames } from '@costeo/domain/export-files';
import { useDownloadExport } from '../../../api/exports/download-export.ts';
import { useEventsNeeds } from '../../../api/menus/get-events-needs.ts';
import { DAY_PRODUCTION_PDF_URL } from '../../../api/urls.ts';
import { getErrorDetail, getFeatureNotAvailable, getFieldErrors } from '../../../lib/api-errors.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatEventDate, guestsLabel } from '../lib/menu-display.ts';
import type { MenuNeedsAccess } from './menu-needs-drawer.tsx';
import { NeedsBySupplier, NeedsLocked, NeedsToPrepare, NeedsTotals } from './menu-needs-lists.tsx';

/*
 * «Necesidades de eventos» (issue 37): what to buy and prepare for every event dated in a range,
 * each at its own guests — the products summed, then in purchase formats; the elaboraciones
 * summed, then in batches (the server's `GET /api/menus/needs/`) —, with the events counted and,
 * for each day that has events, its production sheet on A4.
 */

/** A document rendered on a cold worker of a busy server: as the other PDFs, a generous wait. */
const PRODUCTION_PDF_TIMEOUT_MS = 60_000;
const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" of `from` + `days`, in the browser's local time. */
function localDay(days: number, from = new Date()): string {
  const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const month = String(day.getMonth() + 1).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${String(day.getDate()).padStart(2, '0')}`;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What is wrong with a typed range, said as the server would; null when it can be asked. */
function rangeError(from: string, to: string): { from?: string; to?: string } | null {
  if (!isDay(from)) return { from: 'Indica la fecha inicial del rango.' };
  if (!isDay(to)) return { to: 'Indica la fecha final del rango.' };
  if (to < from) return { to: 'La fecha final no puede ser anterior a la inicial.' };
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_NEEDS_RANGE_DAYS) {
    return { to: `El rango no puede pasar de ${MAX_NEEDS_RANGE_DAYS} días: acórtalo.` };
  }
  return null;
}

/** The events by day, in date order. */
function eventsByDay(events: readonly NeededEvent[]): [string, NeededEvent[]][] {
  const days = new Map<string, NeededEvent[]>();
  for (const event of events) {
    if (event.event_date === null) continue;
    days.set(event.event_date, [...(days.get(event.event_date) ?? []), event]);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b));
}

/** Each day with events: its events and guests, and its production sheet (PDF). */
function EventDays({ needs, isSmallScreen }: { needs: EventsNeedsAnswer; isSmallScreen: boolean }) {
  const download = useDownloadExport();
  const [printing, setPrinting] = useState<string | null>(null);
  const downloadDay = (day: string) => {
    setPrinting(day);
    download.mutate({
      url: DAY_PRODUCTION_PDF_URL,
      params: { date: day },
      fallbackName: exportFileNames.dayProductionPdf(day),
      timeout: PRODUCTION_PDF_TIMEOUT_MS,
    });
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Eventos incluidos
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {eventsByDay(needs.events).map(([day, events]) => {
          const guests = events.reduce((sum, event) => sum + event.guests, 0);
          return (
            <Paper key={day} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Text size="sm" fw={700}>
                    {`${formatEventDate(day)} · ${guestsLabel(guests)}`}
                  </Text>
                  {events.map((event) => (
                    <Text key={event.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {`${event.name} (${guestsLabel(event.guests)})`}
                    </Text>
                  ))}
                </Stack>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPrinter size={14} aria-hidden />}
                  onClick={() => {
                    downloadDay(day);
                  }}
                  loading={download.isPending && printing === day}
                  fullWidth={isSmallScreen}
                  aria-label={`Hoja de producción (PDF) del ${formatEventDate(day)}`}
                >
                  Hoja de producción (PDF)
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {download.isError ? (
        <Alert color="red" variant="light" title="No se ha podido descargar la hoja de producción">
          <Text size="sm">{getErrorDetail(download.error) ?? 'Inténtalo de nuevo.'}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

function EventsNeedsBody({
  access,
  isSmallScreen,
}: {
  access: MenuNeedsAccess;
  isSmallScreen: boolean;
}) {
  const [from, setFrom] = useState(() => localDay(0));
  const [to, setTo] = useState(() => localDay(7));
  const [debouncedFrom] = useDebouncedValue(from, 300);
  const [debouncedTo] = useDebouncedValue(to, 300);
  const range = { from: debouncedFrom, to: debouncedTo };
  const typedError = rangeError(from, to);
  const askable = rangeError(range.from, range.to) === null;
  const query = useEventsNeeds(range.from, range.to, askable);
  const refused = query.error ? getFeatureNotAvailable(query.error) : null;
  const fieldErrors = query.error ? getFieldErrors(query.error) : {};
  const serverFieldError = fieldErrors.date_from ?? fieldErrors.date_to;
  const needs = askable ? query.data : undefined;

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label="Desde"
          value={from}
          onChange={(event) => {
            setFrom(event.currentTarget.value);
          }}
          error={typedError?.from ?? fieldErrors.date_from}
          w={isSmallScreen ? '100%' : 180}
        />
        <TextInput
          type="date"
          label="Hasta"
          value={to}
          onChange={(event) => {
            setTo(event.currentTarget.value);
          }}
          error={typedError?.to ?? fieldErrors.date_to}
          w={isSmallScreen ? '100%' : 180}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {`Los eventos con fecha en ese rango, cada uno con sus invitados (hasta ${MAX_NEEDS_RANGE_DAYS} días).`}
      </Text>
      {refused ? (
        <NeedsLocked detail={refused.detail} onUpgrade={access.openUpgrade} />
      ) : query.isError && !serverFieldError ? (
        <Alert color="red" variant="light" title="No se han podido calcular las necesidades">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{getErrorDetail(query.error) ?? 'Inténtalo de nuevo.'}</Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                void query.refetch();
              }}
            >
              Reintentar
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {askable && query.isFetching && !needs ? (
        <Group justify="center" py="lg">
          <Loader size="sm" role="progressbar" aria-label="Calculando las necesidades" />
        </Group>
      ) : null}
      {needs && needs.events.length === 0 ? (
        <Paper withBorder radius="md" p="md" role="status">
          <Stack gap={4}>
            <Text fw={600}>No hay eventos en esas fechas</Text>
            <Text size="sm" c="dimmed">
              {`Ningún evento tiene fecha entre el ${formatEventDate(range.from)} y el ${formatEventDate(range.to)}. Pon la fecha en la ficha del evento o amplía el rango.`}
            </Text>
          </Stack>
        </Paper>
      ) : null}
      {needs && needs.events.length > 0 ? (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <NeedsTotals
            lead={`${needs.events.length === 1 ? '1 evento' : `${needs.events.length.toLocaleString('es-ES')} eventos`}, ${guestsLabel(needs.guests)}`}
            needs={needs}
          />
          <EventDays needs={needs} isSmallScreen={isSmallScreen} />
          <Divider />
          <Title order={3} size="h4">
            Qué comprar
          </Title>
          <NeedsBySupplier needs={needs} isSmallScreen={isSmallScreen} scope="events" />
          <Divider />
          <NeedsToPrepare needs={needs} scope="events" />
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * «Necesidades de eventos» on the Menús list: a date range (today to a week ahead by default) and
 * the needs of its events. Pro and Business: on Gratuito the button shows a lock and opens the
 * upgrade modal with the plan's message.
 */
export function EventsNeedsButton({ access }: { access: MenuNeedsAccess }) {
  const [opened, setOpened] = useState(false);
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  if (access.locked === true) {
    return (
      <Button
        variant="default"
        leftSection={<IconLock size={16} aria-hidden />}
        onClick={() => {
          access.openUpgrade(access.lockedMessage);
        }}
        aria-label="Necesidades de eventos (requiere un plan Pro o superior)"
      >
        Necesidades de eventos
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCalendarEvent size={16} aria-hidden />}
        onClick={() => {
          setOpened(true);
        }}
      >
        Necesidades de eventos
      </Button>
      <Drawer
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        position="right"
        size={isSmallScreen ? '100%' : 'xl'}
        title="Necesidades de eventos"
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {opened ? <EventsNeedsBody access={access} isSmallScreen={isSmallScreen} /> : null}
      </Drawer>
    </>
  );
}
