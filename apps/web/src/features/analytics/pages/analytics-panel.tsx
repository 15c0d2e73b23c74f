import { Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { AnalyticsLocked } from '../components/analytics-locked.tsx';
import { CategoryShareSection } from '../components/category-share-section.tsx';
import { MarginDistributionSection } from '../components/margin-distribution-section.tsx';
import { MenuEngineeringSection } from '../components/menu-engineering-section.tsx';
import { PriceEvolutionSection } from '../components/price-evolution-section.tsx';
import { PriceImpactSection } from '../components/price-impact-section.tsx';
import type { AnalyticsPlanAccess } from '../lib/plan-access.ts';

/**
 * "Analytics avanzado" (plan feature `analytics`, Business): charts, the price what-if and menu
 * engineering. Gratuito and Pro see a locked preview with the SPEC.md §5 message; nothing is asked
 * of the API until the plan allows it.
 */
export function AnalyticsPanel({ plan }: { plan: AnalyticsPlanAccess }) {
  if (plan.hasAnalytics === null) {
    return (
      <Center py="xl">
        <Loader size="sm" role="progressbar" aria-label="Cargando" />
      </Center>
    );
  }
  if (!plan.hasAnalytics) {
    return (
      <AnalyticsLocked
        message={plan.lockedMessage}
        onUpgrade={() => plan.openUpgrade(plan.lockedMessage)}
      />
    );
  }
  return (
    <Stack gap="md" data-testid="analytics-panel">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MarginDistributionSection />
        <CategoryShareSection />
      </SimpleGrid>
      <PriceEvolutionSection />
      <PriceImpactSection />
      <MenuEngineeringSection />
    </Stack>
  );
}
