import { Badge, Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SupplierInvoice } from '@costeo/domain/contracts/supplier-invoices';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatDateTime, formatEuro, formatQuantity } from '../../../lib/format.ts';
import { useInvoice } from '../../../api/supplier-invoices/get-invoice.ts';
import { unitOfMeasureLabel } from '../../../lib/invoice-units.ts';
import { formatReferencePrice } from '../lib/invoice-display.ts';
import { HorizontalScroll } from './horizontal-scroll.tsx';
import { InvoiceHeaderCard } from './invoice-header-card.tsx';

const DECISION_LABELS = {
  update: ['Actualizada', 'teal'],
  create: ['Producto nuevo', 'grape'],
  skip: ['No importada', 'gray'],
} as const;

type StoredLine = SupplierInvoice['lines'][number];

function LinePrice({ line }: { line: StoredLine }) {
  if (line.price_per_base_unit === null || line.base_unit === null) return <>—</>;
  const now = formatReferencePrice(line.price_per_base_unit, line.base_unit);
  return line.previous_price_per_base_unit === null ? (
    <>{now}</>
  ) : (
    <>
      {formatReferencePrice(line.previous_price_per_base_unit, line.base_unit)} → {now}
    </>
  );
}

function InvoiceLines({ invoice }: { invoice: SupplierInvoice }) {
  return (
    <HorizontalScroll minWidth={600} label="Líneas de la factura">
      <Table striped withTableBorder fz="sm" aria-label="Líneas de la factura">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Descripción</Table.Th>
            <Table.Th ta="right">Cantidad</Table.Th>
            <Table.Th ta="right">Importe</Table.Th>
            <Table.Th>Precio (sin IVA)</Table.Th>
            <Table.Th>Resultado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line) => {
            const [label, color] = DECISION_LABELS[line.decision];
            return (
              <Table.Tr key={line.line}>
                <Table.Td>
                  {line.description}
                  {line.code ? (
                    <Text size="xs" c="dimmed">
                      Código {line.code}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">
                  {formatQuantity(line.quantity)}{' '}
                  {unitOfMeasureLabel(invoice.format, line.unit_of_measure)}
                </Table.Td>
                <Table.Td ta="right">{formatEuro(line.line_total)}</Table.Td>
                <Table.Td>
                  <LinePrice line={line} />
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={color} c={BADGE_TEXT[color]} tt="none" radius="sm">
                    {label}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </HorizontalScroll>
  );
}

/** An applied invoice with its lines and what each did. */
export function InvoiceDetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const invoice = useInvoice(id);
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={invoice.data ? `Factura ${invoice.data.number}` : 'Factura'}
      size="xl"
      fullScreen={isSmallScreen}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {invoice.isPending ? (
        <Center py="xl">
          <Loader size="sm" role="progressbar" aria-label="Cargando la factura" />
        </Center>
      ) : invoice.isError ? (
        <LoadErrorAlert
          title="No se ha podido cargar la factura"
          retrying={invoice.isFetching}
          onRetry={() => void invoice.refetch()}
        />
      ) : (
        <Stack gap="md">
          <InvoiceHeaderCard invoice={invoice.data} />
          <Text size="sm" c="dimmed">
            Aplicada el {formatDateTime(invoice.data.applied_at)} desde «{invoice.data.file_name}».
          </Text>
          <InvoiceLines invoice={invoice.data} />
        </Stack>
      )}
    </Modal>
  );
}
