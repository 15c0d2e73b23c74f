import { Button } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';

export const SUPPLIER_INVOICES_PATH = '/ingredients/invoices';

/** The Ingredientes header action beside "Importar precios". */
export function SupplierInvoicesLink() {
  return (
    <Button
      component={Link}
      to={SUPPLIER_INVOICES_PATH}
      variant="default"
      leftSection={<IconFileInvoice size={16} />}
    >
      Facturas de proveedor
    </Button>
  );
}
