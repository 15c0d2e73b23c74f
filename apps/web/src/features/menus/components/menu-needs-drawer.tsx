import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  NumberInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconLock, IconPrinter, IconShoppingCart } from '@tabler/icons-react';
import { MAX_GUESTS, type Menu } from '@costeo/domain/contracts/menus';
import { exportFileNames } from '@costeo/domain/export-files';
import { useDownloadExport } from '../../../api/exports/download-export.ts';
import { useMenuNeeds } from '../../../api/menus/get-menu-needs.ts';
import { menuProductionPdfUrl } from '../../../api/urls.ts';
import { getErrorDetail, getFeatureNotAvailable, getFieldErrors } from '../../../lib/api-errors.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { NeedsBySupplier, NeedsLocked, NeedsToPrepare, NeedsTotals } from './menu-needs-lists.tsx';

/** What the needs need from the subscription plan (Pro and Business; composed in app/). */
export interface MenuNeedsAccess {
  /** Whether the plan lacks the needs; null while the plan is not known (the server decides). */
  locked: boolean | null;
  /** SPEC.md §5's message ('Esta funcionalidad requiere un plan Pro o superior.'). */
  lockedMessage: string;
  /** Opens the upgrade modal with a message above the plans. */
  openUpgrade: (message: string) => void;
}

/** A document rendered on a cold worker of a busy server: as the other PDFs, a generous wait. */
const PRODUCTION_PDF_TIMEOUT_MS = 60_000;

/** A whole headcount within the API's bounds, or null. */
function parseGuests(value: string | number): number | null {
  const guests = typeof value === 'number' ? value : Number.NaN;
  return Number.isInteger(guests) && guests >= 1 && guests <= MAX_GUESTS ? guests : null;
}

function NeedsBody({
  menu,
  access,
  isSmallScreen,
}: {
  menu: Menu;
  access: MenuNeedsAccess;
  isSmallScreen: boolean;
}) {
  const [typed, setTyped] = useState<string | number>(menu.guests ?? '');
  const [debounced] = useDebouncedValue(typed, 300);
  const guests = parseGuests(debounced);
  const query = useMenuNeeds(menu.id, guests, guests !== null);
  const refused = query.error ? getFeatureNotAvailable(query.error) : null;
  const guestsError = query.error ? getFieldErrors(query.error).guests : undefined;
  const needs = query.data;
  const download = useDownloadExport();
  const downloadSheet = () => {
    if (guests === null) return;
    download.mutate({
      url: menuProductionPdfUrl(menu.id),
      params: { guests },
      fallbackName: exportFileNames.productionPdf(menu.name, guests, new Date()),
      timeout: PRODUCTION_PDF_TIMEOUT_MS,
    });
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={menu.kind === 'evento' ? 'Invitados' : 'Comensales'}
          description="Las cantidades se calculan para este número de personas."
          value={typed}
          onChange={setTyped}
          min={1}
          max={MAX_GUESTS}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          w={isSmallScreen ? '100%' : 220}
          error={
            typed !== '' && parseGuests(typed) === null
              ? `Indica un número entero entre 1 y ${MAX_GUESTS.toLocaleString('es-ES')}.`
              : guestsError
          }
        />
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={downloadSheet}
          loading={download.isPending}
          disabled={guests === null || refused !== null}
          fullWidth={isSmallScreen}
        >
          Hoja de producción (PDF)
        </Button>
      </Group>
      {download.isError ? (
        <Alert color="red" variant="light" title="No se ha podido descargar la hoja de producción">
          <Text size="sm">{getErrorDetail(download.error) ?? 'Inténtalo de nuevo.'}</Text>
        </Alert>
      ) : null}
      {guests === null ? (
        <Text size="sm" c="dimmed">
          Indica para cuántas personas quieres calcular las compras y las elaboraciones.
        </Text>
      ) : null}
      {refused ? (
        <NeedsLocked detail={refused.detail} onUpgrade={access.openUpgrade} />
      ) : query.isError && !guestsError ? (
        <Alert color="red" variant="light" title="No se han podido calcular las necesidades">
          <Text size="sm">{getErrorDetail(query.error) ?? 'Inténtalo de nuevo.'}</Text>
        </Alert>
      ) : null}
      {query.isFetching && !needs ? (
        <Group justify="center" py="lg">
          <Loader size="sm" role="progressbar" aria-label="Calculando las necesidades" />
        </Group>
      ) : null}
      {needs && guests !== null ? (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <NeedsTotals
            lead={`Para ${needs.guests.toLocaleString('es-ES')} ${needs.guests === 1 ? 'persona' : 'personas'}`}
            needs={needs}
          />
          <Title order={3} size="h4">
            Qué comprar
          </Title>
          <NeedsBySupplier needs={needs} isSmallScreen={isSmallScreen} />
          <Divider />
          <NeedsToPrepare needs={needs} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * «Necesidades» (issue 37): what to buy, per supplier and in purchase formats, and what to prepare
 * for the menu and a headcount (an event's own, prefilled). Pro and Business: on Gratuito the
 * button shows a lock and opens the upgrade modal with the plan's message.
 */
export function MenuNeedsButton({ menu, access }: { menu: Menu; access: MenuNeedsAccess }) {
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
        aria-label="Necesidades (requiere un plan Pro o superior)"
      >
        Necesidades
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShoppingCart size={16} aria-hidden />}
        onClick={() => {
          setOpened(true);
        }}
      >
        Necesidades
      </Button>
      <Drawer
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        position="right"
        size={isSmallScreen ? '100%' : 'xl'}
        title={`Necesidades: ${menu.name}`}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {opened ? <NeedsBody menu={menu} access={access} isSmallScreen={isSmallScreen} /> : null}
      </Drawer>
    </>
  );
}
