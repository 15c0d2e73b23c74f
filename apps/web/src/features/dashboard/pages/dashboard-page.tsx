import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { useDashboardSummary } from '../../../api/dashboard/get-dashboard-summary.ts';
import { DashboardOnboarding } from '../components/dashboard-onboarding.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { DashboardSummaryView } from '../components/dashboard-summary-view.tsx';
import { QuickActions } from '../components/quick-actions.tsx';

interface DashboardPageProps {
  /**
   * The "Analytics avanzado" section, composed in app/ (features do not import each other). With
   * it the page has two tabs, "Resumen" and "Analytics avanzado"; without it, no tabs.
   */
  analytics?: ReactNode;
}

function SummaryContent() {
  const query = useDashboardSummary();
  return (
    <QueryStates
      query={query}
      loading={<DashboardSkeleton />}
      errorTitle="No se ha podido cargar el resumen"
      // Nothing to sum before the first recipe: the two steps that get there.
      empty={{
        when: (summary) => summary.figures.recipes_count === 0,
        render: (summary) => <DashboardOnboarding figures={summary.figures} />,
      }}
    >
      {(summary) => <DashboardSummaryView summary={summary} />}
    </QueryStates>
  );
}

/** /dashboard: how the kitchen's costs stand and what to fix, at a glance (issue 10). */
export function DashboardPage({ analytics }: DashboardPageProps) {
  // A new account's steps carry the same two actions: the header does not repeat them.
  const isNewAccount = useDashboardSummary().data?.figures.recipes_count === 0;
  return (
    <>
      <PageHeader
        title={PAGE_TITLES.dashboard}
        description="El resumen de tu cocina de un vistazo."
        actions={isNewAccount ? null : <QuickActions />}
      />
      {analytics === undefined ? (
        <SummaryContent />
      ) : (
        // Panels mount when chosen: the analytics section loads nothing until it is opened.
        <Tabs defaultValue="summary" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="summary">Resumen</Tabs.Tab>
            <Tabs.Tab value="analytics">Analytics avanzado</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="summary">
            <SummaryContent />
          </Tabs.Panel>
          <Tabs.Panel value="analytics">{analytics}</Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
