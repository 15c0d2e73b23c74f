import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileInvoice } from '@tabler/icons-react';
import { FirstItemEmptyState } from '../../../components/empty-states.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatEuro, formatShortDate } from '../../../lib/format.ts';
import {
  INVOICES_PAGE_SIZE,
  useInvoices,
  type SupplierInvoiceListItem,
} from '../../../api/supplier-invoices/list-invoices.ts';
import { INVOICE_KIND_LABELS } from '../lib/invoice-display.ts';

const CONTROL_LABELS = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;

interface InvoiceHistoryProps {
  onOpen: (id: number) => void;
  onUpload: () => void;
}

function KindBadge({ invoice }: { invoice: SupplierInvoiceListItem }) {
  if (invoice.kind === 'invoice') return null;
  return (
    <Badge variant="light" color="orange" c={BADGE_TEXT.orange} tt="none" radius="sm">
      {INVOICE_KIND_LABELS[invoice.kind]}
    </Badge>
  );
}

function HistoryTable({
  invoices,
  onOpen,
}: { invoices: SupplierInvoiceListItem[] } & Pick<InvoiceHistoryProps, 'onOpen'>) {
  return (
    <Table striped highlightOnHover withTableBorder fz="sm" aria-label="Facturas aplicadas">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Fecha</Table.Th>
          <Table.Th>Proveedor</Table.Th>
          <Table.Th>Número</Table.Th>
          <Table.Th ta="right">Líneas</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th>Aplicada</Table.Th>
          <Table.Th>
            <VisuallyHidden>Acciones</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((invoice) => (
          <Table.Tr key={invoice.id}>
            <Table.Td>{formatShortDate(invoice.issue_date)}</Table.Td>
            <Table.Td>{invoice.supplier_name}</Table.Td>
            <Table.Td>
              <Group gap={6}>
                {invoice.number}
                <KindBadge invoice={invoice} />
              </Group>
            </Table.Td>
            <Table.Td ta="right">{invoice.lines_count}</Table.Td>
            <Table.Td ta="right">{formatEuro(invoice.total)}</Table.Td>
            <Table.Td>{formatShortDate(invoice.applied_at)}</Table.Td>
            <Table.Td ta="right">
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  onOpen(invoice.id);
                }}
                aria-label={`Ver la factura ${invoice.number} de ${invoice.supplier_name}`}
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

function HistoryCards({
  invoices,
  onOpen,
}: { invoices: SupplierInvoiceListItem[] } & Pick<InvoiceHistoryProps, 'onOpen'>) {
  return (
    <Stack
      gap="xs"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Facturas aplicadas"
    >
      {invoices.map((invoice) => (
        <Paper component="li" key={invoice.id} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={1}>
                {invoice.supplier_name}
              </Text>
              <Text size="xs" c="dimmed">
                {invoice.number} · {formatShortDate(invoice.issue_date)} · {invoice.lines_count}{' '}
                líneas
              </Text>
              <Group gap={6} mt={2}>
                <Text size="sm">{formatEuro(invoice.total)}</Text>
                <KindBadge invoice={invoice} />
              </Group>
            </div>
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => {
                onOpen(invoice.id);
              }}
              aria-label={`Ver la factura ${invoice.number} de ${invoice.supplier_name}`}
            >
              Ver
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** "Historial": the applied invoices, newest first; each opens its lines. */
export function InvoiceHistory({ onOpen, onUpload }: InvoiceHistoryProps) {
  const [page, setPage] = useState(1);
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const invoices = useInvoices(page);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Historial
      </Title>
      <QueryStates
        query={invoices}
        loading={<Skeleton h={160} radius="md" aria-label="Cargando las facturas" />}
        errorTitle="No se han podido cargar tus facturas"
        empty={{
          when: (data) => data.count === 0,
          render: () => (
            <FirstItemEmptyState
              compact
              icon={<IconFileInvoice size={32} stroke={1.5} />}
              title="Aún no has aplicado ninguna factura"
              description="Sube la factura de un proveedor (Facturae, UBL o PDF con texto): Costeo reconoce tus productos, te enseña cómo cambian los precios y los márgenes, y la guarda aquí."
              actionLabel="Subir factura"
              onAdd={onUpload}
            />
          ),
        }}
      >
        {(data) => (
          <>
            {isSmallScreen ? (
              <HistoryCards invoices={data.results} onOpen={onOpen} />
            ) : (
              <HistoryTable invoices={data.results} onOpen={onOpen} />
            )}
            {data.count > INVOICES_PAGE_SIZE ? (
              <Pagination
                total={Math.ceil(data.count / INVOICES_PAGE_SIZE)}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
              />
            ) : null}
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
