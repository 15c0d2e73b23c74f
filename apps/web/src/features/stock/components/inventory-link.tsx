import { Button } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { Link } from 'react-router';
import { INVENTORY_PATH } from '../lib/inventory-paths.ts';

/** The Ingredientes header action beside "Proveedores" and "Albaranes" (issue 34). */
export function InventoryLink() {
  return (
    <Button
      component={Link}
      to={INVENTORY_PATH}
      variant="default"
      leftSection={<IconBuildingWarehouse size={16} />}
    >
      Inventario
    </Button>
  );
}
