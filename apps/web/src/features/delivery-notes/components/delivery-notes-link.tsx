import { Button } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DELIVERY_NOTES_PATH } from '../lib/delivery-note-paths.ts';

/** The Ingredientes header action beside "Facturas de proveedor" and "Proveedores". */
export function DeliveryNotesLink() {
  return (
    <Button
      component={Link}
      to={DELIVERY_NOTES_PATH}
      variant="default"
      leftSection={<IconClipboardList size={16} />}
    >
      Albaranes
    </Button>
  );
}
