import type { ReactNode } from 'react';
import { Anchor, Button, Group, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useStorageAreas } from '../../../api/stock/storage-areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { getFeatureNotAvailable } from '../../../lib/api-errors.ts';
import { AreasPanel } from '../components/storage-areas.tsx';
import { CountsPanel } from '../components/inventory-counts.tsx';
import { StockLocked } from '../components/stock-locked.tsx';
import { INVENTORY_CLOSE_PATH } from '../lib/inventory-paths.ts';

/** /ingredients/inventory, "Inventario" (issue 34): the storage areas and the counts. */
export function InventoryPage({
  locked = false,
  onUpgrade,
  actions,
}: {
  locked?: boolean;
  onUpgrade: (message: string) => void;
  /** More header actions, composed in app/ (Mermas, issue 35). */
  actions?: ReactNode;
}) {
  const areas = useStorageAreas();
  const isLocked = locked || getFeatureNotAvailable(areas.error) !== null;
  return (
    <>
      <Anchor component={Link} to="/ingredients" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Ingredientes
      </Anchor>
      <PageHeader
        title="Inventario"
        description="Tus zonas en el orden en que las recorres, y los recuentos de stock: desde el móvil, incluso sin conexión."
        actions={
          <Group gap="xs">
            {actions}
            <Button component={Link} to={INVENTORY_CLOSE_PATH} variant="light">
              Cierre
            </Button>
          </Group>
        }
      />
      {isLocked ? (
        <StockLocked onUpgrade={onUpgrade} />
      ) : (
        <Tabs defaultValue="counts" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="counts">Recuentos</Tabs.Tab>
            <Tabs.Tab value="areas">Zonas</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="counts">
            <CountsPanel areas={areas.data ?? []} />
          </Tabs.Panel>
          <Tabs.Panel value="areas">
            <AreasPanel />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
