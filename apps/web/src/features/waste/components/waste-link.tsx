import { Button } from '@mantine/core';
import { IconTrashX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { WASTE_PATH } from '../../../lib/waste-paths.ts';

/** "Mermas" (issue 35): in Ingredientes' header beside Inventario, and in Inventario's. */
export function WasteLink({ variant = 'default' }: { variant?: 'default' | 'light' }) {
  return (
    <Button
      component={Link}
      to={WASTE_PATH}
      variant={variant}
      leftSection={<IconTrashX size={16} />}
    >
      Mermas
    </Button>
  );
}
