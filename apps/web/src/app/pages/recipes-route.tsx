import { RecipesPage } from '../../features/recipes/pages/recipes-page.tsx';
import { QuotaGuardedButton } from '../../features/subscriptions/components/quota-guarded-button.tsx';
import { useRecipesPlanAccess } from './use-recipes-plan-access.ts';

/** /recipes: the page, with the quota-guarded create action (SPEC.md §5). */
export function RecipesRoute() {
  const plan = useRecipesPlanAccess();
  return (
    <RecipesPage
      plan={plan}
      renderCreateAction={(openCreate) => (
        <QuotaGuardedButton resource="recipes" label="Nueva receta" onCreate={openCreate} />
      )}
    />
  );
}
