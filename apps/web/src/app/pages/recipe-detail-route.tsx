import { RecipeDetailPage } from '../../features/recipes/pages/recipe-detail-page.tsx';
import { useRecipesPlanAccess } from './use-recipes-plan-access.ts';

/** /recipes/{id}: the editor, with the plan's quota for duplicating (features meet in app/). */
export function RecipeDetailRoute() {
  const plan = useRecipesPlanAccess();
  return <RecipeDetailPage plan={plan} />;
}
