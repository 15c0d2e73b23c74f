import { SimpleGrid, Stack } from '@mantine/core';
import type { DashboardSummary } from '@costeo/domain/contracts/dashboard';
import { IncompleteRecipes } from './incomplete-recipes.tsx';
import { MarginList } from './margin-list.tsx';
import { PlanUsage } from './plan-usage.tsx';
import { PriceChanges } from './price-changes.tsx';
import { RecentInvoices } from './recent-invoices.tsx';
import { SalesBlock } from './sales-block.tsx';
import { StatCards } from './stat-cards.tsx';
import { TopIngredients } from './top-ingredients.tsx';
import { WasteCard, WastePlanReminder } from './waste-card.tsx';

/** The "Resumen": the plan's review reminder when it is due (issue 35), figures, then what the
 * till sold (issue 33, with imported sales) and the waste of the last 12 weeks, then what to fix (low margins, incomplete costs), then why (the price changes beside the supplier
 * invoices that brought them). */
export function DashboardSummaryView({ summary }: { summary: DashboardSummary }) {
  return (
    <Stack gap="md">
      <WastePlanReminder />
      <StatCards figures={summary.figures} />
      {summary.sales ? <SalesBlock sales={summary.sales} /> : null}
      <WasteCard />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MarginList
          title="Menor margen"
          description="Las recetas que antes conviene revisar."
          recipes={summary.lowest_margin}
        />
        <MarginList
          title="Mayor margen"
          description="Las que más dejan por ración."
          recipes={summary.highest_margin}
        />
        <IncompleteRecipes
          recipes={summary.incomplete_recipes}
          total={summary.figures.incomplete_count}
        />
        <TopIngredients ingredients={summary.top_ingredients} />
        <PriceChanges changes={summary.recent_price_changes} />
        <RecentInvoices invoices={summary.recent_invoices} />
        <PlanUsage usage={summary.plan_usage} />
      </SimpleGrid>
    </Stack>
  );
}
