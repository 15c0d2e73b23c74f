import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import { supplierPath } from '../../../lib/supplier-paths.ts';

/** A product's supplier, linked to its screen (issue 32); "—" when it has none. */
export function SupplierName({
  instance,
  size = 'sm',
}: {
  instance: Pick<IngredientInstance, 'supplier' | 'supplier_id'>;
  size?: 'xs' | 'sm';
}) {
  if (instance.supplier_id === null) {
    return instance.supplier ? (
      <>{instance.supplier}</>
    ) : (
      <Text span c="dimmed" size={size}>
        —
      </Text>
    );
  }
  return (
    <Anchor
      component={Link}
      to={supplierPath(instance.supplier_id)}
      size={size}
      c="inherit"
      underline="always"
    >
      {instance.supplier}
    </Anchor>
  );
}
