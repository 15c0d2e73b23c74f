import { useState } from 'react';
import { Anchor, Button, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconClipboardList, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  DELIVERY_NOTES_PAGE_SIZE,
  useDeliveryNotes,
} from '../../../api/delivery-notes/list-delivery-notes.ts';
import { FirstItemEmptyState } from '../../../components/empty-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatCount } from '../../../lib/format.ts';
import { DeliveryNoteDetailModal } from '../components/delivery-note-detail-modal.tsx';
import { DeliveryNotesCards, DeliveryNotesTable } from '../components/delivery-notes-list.tsx';
import { NEW_DELIVERY_NOTE_PATH } from '../lib/delivery-note-paths.ts';

const CONTROL_LABELS = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;

function countLabel(count: number): string {
  return count === 1 ? '1 albarán' : `${formatCount(count)} albaranes`;
}

/**
 * /ingredients/delivery-notes, "Albaranes" (issue 32): what the suppliers delivered, typed by hand,
 * newest first; each opens its lines. "Nuevo albarán" types another.
 */
export function DeliveryNotesPage() {
  const navigate = useNavigate();
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<number | null>(null);
  const notes = useDeliveryNotes(page);
  const create = () => {
    void navigate(NEW_DELIVERY_NOTE_PATH);
  };
  return (
    <>
      <Anchor component={Link} to="/ingredients" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Ingredientes
      </Anchor>
      <PageHeader
        title="Albaranes"
        description="Lo que te entregan tus proveedores: cada albarán registra sus compras y los precios que cambian."
        actions={
          <Button component={Link} to={NEW_DELIVERY_NOTE_PATH} leftSection={<IconPlus size={16} />}>
            Nuevo albarán
          </Button>
        }
      />
      <QueryStates
        query={notes}
        loading={
          <Stack gap="sm" role="progressbar" aria-busy="true" aria-label="Cargando los albaranes">
            <Skeleton height={48} />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        }
        errorTitle="No se han podido cargar tus albaranes"
        empty={{
          when: (data) => data.count === 0,
          render: () => (
            <FirstItemEmptyState
              icon={<IconClipboardList size={32} stroke={1.5} />}
              title="Aún no has anotado ningún albarán"
              description="Cuando te llegue un pedido, elige el proveedor y escribe lo que ha llegado (y el precio, si ha cambiado). Costeo registra la compra, actualiza los precios y te enseña cómo cambian tus márgenes."
              actionLabel="Nuevo albarán"
              onAdd={create}
            />
          ),
        }}
      >
        {(data) => (
          <Stack
            gap="sm"
            style={{ opacity: notes.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
          >
            {isSmallScreen ? (
              <DeliveryNotesCards notes={data.results} onOpen={setShown} />
            ) : (
              <DeliveryNotesTable notes={data.results} onOpen={setShown} />
            )}
            <Text size="sm" c="dimmed">
              {countLabel(data.count)}
            </Text>
            {data.count > DELIVERY_NOTES_PAGE_SIZE ? (
              <Pagination
                total={Math.ceil(data.count / DELIVERY_NOTES_PAGE_SIZE)}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
              />
            ) : null}
          </Stack>
        )}
      </QueryStates>
      <DeliveryNoteDetailModal
        id={shown}
        onClose={() => {
          setShown(null);
        }}
      />
    </>
  );
}
