import { useEffect, useState } from 'react';
import { Alert, Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useMySubscription } from '../../../api/subscriptions/get-my-subscription.ts';
import { useUpgradeModalStore, type UpgradeModalReason } from '../stores/upgrade-modal-store.ts';
import { BillingHistoryTable } from './billing-history-table.tsx';
import { PlanHistoryList } from './plan-history-list.tsx';
import { PlanPanel } from './plan-panel.tsx';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';

/** SPEC.md §2: the modal's title by the reason it was opened. */
export const UPGRADE_MODAL_TITLES: Record<UpgradeModalReason, string> = {
  manage: 'Gestionar Suscripción',
  limit: 'Límite alcanzado',
};

type TabValue = 'plan' | 'billing' | 'history';

function isTabValue(value: string | null): value is TabValue {
  return value === 'plan' || value === 'billing' || value === 'history';
}

/** Said plainly while PAYMENTS_PROVIDER=demo: upgrading marks invoices paid without a charge. */
export const DEMO_PAYMENTS_NOTICE = 'Modo demostración: no se cobra ninguna tarjeta.';

function DemoPaymentsNotice() {
  const { data } = useMySubscription();
  if (data?.payments_mode !== 'demo') return null;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mb="md" role="note">
      {DEMO_PAYMENTS_NOTICE} Las facturas se marcan como pagadas sin ningún cobro real.
    </Alert>
  );
}

function UpgradeModalBody({ message }: { message: string | null }) {
  const [tab, setTab] = useState<TabValue>('plan');
  return (
    <>
      <DemoPaymentsNotice />
      {message ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          mb="md"
          role="status"
        >
          {message}
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTabValue(value)) setTab(value);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="plan">Plan</Tabs.Tab>
          <Tabs.Tab value="billing">Facturación</Tabs.Tab>
          <Tabs.Tab value="history">Historial</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plan">
          <PlanPanel />
        </Tabs.Panel>
        <Tabs.Panel value="billing">
          <BillingHistoryTable />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <PlanHistoryList />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** SPEC.md §2 upgrade modal; mounted once in the layout, opened through its store. */
export function UpgradeModal() {
  const { opened, reason, message, close } = useUpgradeModalStore();
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  // Leaving the signed-in area (logout, expired session) must not leave it open for next time.
  useEffect(() => close, [close]);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={UPGRADE_MODAL_TITLES[reason]}
      size="xl"
      radius="lg"
      fullScreen={isSmallScreen}
      // Above Mantine's modals (200): a screen's own dialog (the price-list import) can open it.
      zIndex={300}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <UpgradeModalBody message={message} />
    </Modal>
  );
}
