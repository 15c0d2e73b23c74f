import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { featureRequiredMessage, planHasFeature } from '@costeo/domain/plans';
import type { AnalyticsPlanAccess } from '../../features/analytics/lib/plan-access.ts';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page.tsx';
import { useQuotaInfo } from '../../api/usage/get-quota-info.ts';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';

// The analytics panel (and its charts) is its own chunk, fetched when its tab opens.
const AnalyticsPanel = lazy(() =>
  import('../../features/analytics/pages/analytics-panel.tsx').then((module) => ({
    default: module.AnalyticsPanel,
  })),
);

/** The subscription plan as the analytics panel needs it (features meet in app/). */
function useAnalyticsPlanAccess(): AnalyticsPlanAccess {
  const { data: quota } = useQuotaInfo();
  return {
    hasAnalytics: quota ? planHasFeature(quota.plan, 'analytics') : null,
    lockedMessage: featureRequiredMessage(quota?.plan.code),
    openUpgrade: (message) => {
      openUpgradeModal('manage', message);
    },
  };
}

/** Mounted only while the "Analytics avanzado" tab is open (the tabs do not keep panels mounted). */
function DashboardAnalytics() {
  const plan = useAnalyticsPlanAccess();
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" role="progressbar" aria-label="Cargando" />
        </Center>
      }
    >
      <AnalyticsPanel plan={plan} />
    </Suspense>
  );
}

/** /dashboard: the summary, and the Business analytics as its second tab. */
export function DashboardRoute() {
  return <DashboardPage analytics={<DashboardAnalytics />} />;
}
