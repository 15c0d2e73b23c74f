import { Alert, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { InvoiceApply } from '@costeo/domain/contracts/supplier-invoices';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatCount } from '../../../lib/format.ts';

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** Step 3: what applying did (a price that stayed the same is "sin cambios", issue 32). */
export function InvoiceResultStep({ result }: { result: InvoiceApply }) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      title={
        <Text fw={700} c={BADGE_TEXT.teal}>
          Factura {result.invoice.number} aplicada
        </Text>
      }
    >
      <Text size="sm">
        {plural(result.updated, 'precio actualizado', 'precios actualizados')},{' '}
        {formatCount(result.unchanged)} sin cambios,{' '}
        {plural(result.created, 'producto nuevo', 'productos nuevos')} y{' '}
        {plural(result.skipped, 'línea sin importar', 'líneas sin importar')}. Los costes de tus
        recetas y menús ya usan los precios nuevos, y la factura queda en el historial.
      </Text>
      {result.supplier.name ? (
        <Text size="sm" mt={6}>
          Proveedor: <strong>{result.supplier.name}</strong>.
          {result.invoice.supplier_tax_id
            ? ' Sus próximas facturas se reconocerán por su NIF/CIF.'
            : null}
        </Text>
      ) : null}
    </Alert>
  );
}
