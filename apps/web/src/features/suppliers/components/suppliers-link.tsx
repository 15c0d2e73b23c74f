import { Button } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SUPPLIERS_PATH } from '../../../lib/supplier-paths.ts';

/** The Ingredientes header action beside "Facturas de proveedor". */
export function SuppliersLink() {
  return (
    <Button
      component={Link}
      to={SUPPLIERS_PATH}
      variant="default"
      leftSection={<IconTruckDelivery size={16} />}
    >
      Proveedores
    </Button>
  );
}
