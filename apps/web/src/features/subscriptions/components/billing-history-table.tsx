import {
  Alert,
  Anchor,
  Center,
  EmptyState,
  Group,
  Loader,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconReceipt } from '@tabler/icons-react';
import type { Invoice } from '@costeo/domain/contracts/subscriptions';
import { formatEuro, formatShortDate } from '../../../lib/format.ts';
import { useBillingHistory } from '../../../api/subscriptions/get-billing-history.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';

/** The invoice number, linked to Stripe's page of the invoice when there is one (decision 029). */
function InvoiceNumber({ invoice }: { invoice: Invoice }) {
  if (!invoice.hosted_invoice_url) return <>{invoice.invoice_number}</>;
  return (
    <Anchor
      href={invoice.hosted_invoice_url}
      target="_blank"
      rel="noopener noreferrer"
      inherit
      aria-label={`Ver la factura ${invoice.invoice_number} en Stripe (se abre en otra pestaña)`}
    >
      {invoice.invoice_number}
    </Anchor>
  );
}

function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Factura</Table.Th>
            <Table.Th>Concepto</Table.Th>
            <Table.Th ta="right">Importe</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatShortDate(invoice.created_at)}
              </Table.Td>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                <InvoiceNumber invoice={invoice} />
              </Table.Td>
              <Table.Td>{invoice.description}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600}>
                {formatEuro(invoice.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Facturas">
      {invoices.map((invoice) => (
        <Group
          component="li"
          key={invoice.id}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="sm"
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Stack gap={2}>
            <Text size="sm">{invoice.description}</Text>
            <Text size="xs" c="dimmed">
              {formatShortDate(invoice.created_at)} · <InvoiceNumber invoice={invoice} />
            </Text>
          </Stack>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatEuro(invoice.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The "Facturación" tab: invoices of the account, newest first. */
export function BillingHistoryTable() {
  const { data, isPending, isError } = useBillingHistory();
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);

  if (isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="progressbar" aria-label="Cargando facturas" />
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        No se ha podido cargar el historial de facturación.
      </Alert>
    );
  }
  if (data.results.length === 0) {
    return (
      <EmptyState
        icon={<IconReceipt size={28} stroke={1.6} />}
        title="Todavía no tienes facturas"
        description="Aparecerán aquí cuando cambies a un plan de pago."
        variant="light"
        py="xl"
      />
    );
  }
  return (
    <>
      {isSmallScreen ? (
        <InvoiceList invoices={data.results} />
      ) : (
        <InvoiceTable invoices={data.results} />
      )}
      {data.count > data.results.length ? (
        <Text size="xs" c="dimmed" mt="xs">
          Se muestran las {data.results.length} facturas más recientes de {data.count}.
        </Text>
      ) : null}
    </>
  );
}
