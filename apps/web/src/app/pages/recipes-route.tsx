import { Button } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExportMenu } from '../../features/exports/components/export-menu.tsx';
import { recipesExportItems } from '../../features/exports/lib/export-items.ts';
import { RecipesPage } from '../../features/recipes/pages/recipes-page.tsx';
import { QuotaGuardedButton } from '../../features/subscriptions/components/quota-guarded-button.tsx';
import { SALES_PATH } from '../../lib/sales-path.ts';
import { RecipesMenusTabs } from '../layout/recipes-menus-tabs.tsx';
import { useExportAccess } from './use-export-access.ts';
import { useRecipesPlanAccess } from './use-recipes-plan-access.ts';

/** /recipes: the page, with the quota-guarded create action (SPEC.md §5) and the Menús tab. */
export function RecipesRoute() {
  const plan = useRecipesPlanAccess();
  const exportAccess = useExportAccess();
  return (
    <RecipesPage
      plan={plan}
      tabs={<RecipesMenusTabs />}
      headerActions={
        <>
          {/* Issue 33: the till's sales, linked to these recipes. */}
          <Button
            component={Link}
            to={SALES_PATH}
            variant="default"
            leftSection={<IconReceipt size={16} aria-hidden />}
          >
            Ventas
          </Button>
          <ExportMenu items={recipesExportItems()} access={exportAccess} />
        </>
      }
      renderCreateAction={(openCreate) => (
        <QuotaGuardedButton resource="recipes" label="Nueva receta" onCreate={openCreate} />
      )}
    />
  );
}
