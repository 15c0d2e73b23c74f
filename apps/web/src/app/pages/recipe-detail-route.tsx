import { useQueryClient } from '@tanstack/react-query';
import { ExportMenu } from '../../features/exports/components/export-menu.tsx';
import { recipeExportItems } from '../../features/exports/lib/export-items.ts';
import { RecipeExtraCostsSection } from '../../features/extra-costs/components/recipe-extra-costs-section.tsx';
import { recipeKeys } from '../../api/recipes/keys.ts';
import { RecipeDetailPage } from '../../features/recipes/pages/recipe-detail-page.tsx';
import { useExportAccess } from './use-export-access.ts';
import { useRecipesPlanAccess } from './use-recipes-plan-access.ts';

/**
 * /recipes/{id}: the editor, with the plan's quota for duplicating and the extra-costs section
 * (features meet in app/). A change of extra costs reloads the recipe and its analysis, whose
 * extra costs feed the editor's live cost; the lists show costs too.
 */
export function RecipeDetailRoute() {
  const plan = useRecipesPlanAccess();
  const queryClient = useQueryClient();
  const exportAccess = useExportAccess();
  return (
    <RecipeDetailPage
      plan={plan}
      renderHeaderActions={(recipe, view) => (
        <ExportMenu
          items={recipeExportItems({ id: recipe.id, name: recipe.name, servings: view.servings })}
          access={exportAccess}
          note={
            view.isDirty ? 'Se exporta la receta guardada: guarda antes los cambios.' : undefined
          }
        />
      )}
      renderSection={(recipe, stacked) => (
        <RecipeExtraCostsSection
          recipeId={recipe.id}
          extraCostsTotal={recipe.extra_costs_total}
          stacked={stacked}
          onCostsChanged={() => {
            void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
          }}
        />
      )}
    />
  );
}
