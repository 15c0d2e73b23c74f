import { Anchor, Button, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconClipboardCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { WASTE_PLAN_PATH } from '../../../lib/waste-paths.ts';
import { QuickEntryForm } from '../components/quick-entry-form.tsx';
import { SyncStatus } from '../components/sync-status.tsx';
import { WasteLog } from '../components/waste-log.tsx';
import { WasteReports } from '../components/waste-reports.tsx';
import { useOfflineWaste } from '../hooks/use-offline-waste.ts';
import { useQuickData } from '../hooks/use-waste-items.ts';
import { indexedDbWasteStore, type WasteStore } from '../lib/waste-store.ts';

/**
 * /ingredients/waste, "Mermas y desperdicio" (issue 35, Ley 1/2025): the quick entry and the log
 * by day — phone-first, with or without signal — and the reports. Every plan: the law asks it of
 * every food business.
 */
export function WastePage({ store = indexedDbWasteStore }: { store?: WasteStore }) {
  const waste = useOfflineWaste(store);
  const quick = useQuickData(store);
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to="/ingredients" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Ingredientes
      </Anchor>
      <PageHeader
        title="Mermas y desperdicio"
        description="Lo que se tira o se dona, valorado a coste del día: explica la desviación del inventario y es la base de tu plan de prevención (Ley 1/2025)."
        actions={
          <Button
            component={Link}
            to={WASTE_PLAN_PATH}
            variant="light"
            leftSection={<IconClipboardCheck size={16} />}
          >
            Plan de prevención
          </Button>
        }
      />
      <SyncStatus waste={waste} />
      <Tabs defaultValue="log" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="log">Registro</Tabs.Tab>
          <Tabs.Tab value="reports">Informes</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="log">
          <Stack gap="lg">
            <QuickEntryForm waste={waste} quick={quick} store={store} />
            <WasteLog waste={waste} store={store} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <WasteReports />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
