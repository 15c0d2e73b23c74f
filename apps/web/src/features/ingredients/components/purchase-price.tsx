import { Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import { formatPurchasePrice } from '../../../lib/format.ts';

/**
 * A product's purchase price exactly as stored ("12,3457 €"), with the API's warnings beside it
 * (a price of 0 is accepted, never silent).
 */
export function PurchasePrice({
  instance,
}: {
  instance: Pick<IngredientInstance, 'purchase_price' | 'warnings'>;
}) {
  const price = formatPurchasePrice(instance.purchase_price);
  if (instance.warnings.length === 0) return <>{price}</>;
  const warning = instance.warnings.join(' ');
  return (
    <Group component="span" gap={4} wrap="nowrap" justify="flex-end" display="inline-flex">
      {price}
      <Tooltip label={warning} multiline w={240} withArrow>
        <Text span c="orange.9" tabIndex={0} lh={1} style={{ cursor: 'help' }}>
          <IconAlertTriangle size={16} aria-hidden />
          <VisuallyHidden>{warning}</VisuallyHidden>
        </Text>
      </Tooltip>
    </Group>
  );
}
