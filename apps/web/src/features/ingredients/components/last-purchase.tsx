import { Paper, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { REFERENCE_UNIT, referencePrice } from '@costeo/domain/ingredient-costs';
import { dec } from '@costeo/domain/decimal';
import { BASE_UNITS, type BaseUnit } from '@costeo/domain/units';
import { formatEuro, formatShortDate, formatUnitPrice } from '../../../lib/format.ts';
import { useLastPurchase } from '../../../api/supplier-invoices/get-last-purchase.ts';

const isBaseUnit = (unit: string): unit is BaseUnit =>
  (BASE_UNITS as readonly string[]).includes(unit);

/**
 * The product's last purchase on an applied supplier invoice (issue 19): date, invoice and price.
 * Shown where the plan has the price history; nothing while loading, on error or without one.
 */
export function LastPurchase({ productId, enabled }: { productId: number; enabled: boolean }) {
  const { data } = useLastPurchase(productId, enabled);
  const purchase = data?.purchase;
  if (!enabled || !purchase) return null;
  const unit = purchase.base_unit;
  const price =
    purchase.price_per_base_unit !== null && unit !== null && isBaseUnit(unit)
      ? `${formatUnitPrice(referencePrice(dec(purchase.price_per_base_unit), unit))}/${REFERENCE_UNIT[unit].unit}`
      : null;
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="last-purchase">
      <Text size="sm" fw={600}>
        <IconFileInvoice size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Última compra
      </Text>
      <Text size="sm">
        {formatShortDate(purchase.issue_date)} · factura {purchase.number} de{' '}
        {purchase.supplier_name}
      </Text>
      <Text size="sm" c="dimmed">
        Importe de la línea: {formatEuro(purchase.line_total)}
        {price ? ` · ${price} sin IVA` : ''}
      </Text>
    </Paper>
  );
}
