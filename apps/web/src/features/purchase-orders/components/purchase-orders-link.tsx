import { Button } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PURCHASE_ORDERS_PATH } from '../lib/purchase-order-paths.ts';

/** The Ingredientes header action beside "Inventario" (issue 37). */
export function PurchaseOrdersLink() {
  return (
    <Button
      component={Link}
      to={PURCHASE_ORDERS_PATH}
      variant="default"
      leftSection={<IconTruckDelivery size={16} />}
    >
      Pedidos
    </Button>
  );
}
