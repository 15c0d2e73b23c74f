import { notifications } from '@mantine/notifications';
import { RecipesPage } from '../../features/recipes/pages/recipes-page.tsx';
import { QuotaGuardedButton } from '../../features/subscriptions/components/quota-guarded-button.tsx';

/** /recipes: the page, with the quota-guarded create action (features meet in app/). */
export function RecipesRoute() {
  return (
    <RecipesPage
      actions={
        <QuotaGuardedButton
          resource="recipes"
          label="Nueva receta"
          onCreate={() => {
            // The recipe editor arrives with the recipes screen; say so rather than pretend.
            notifications.show({
              title: 'Nueva receta',
              message: 'Muy pronto podrás crear recetas aquí.',
            });
          }}
        />
      }
    />
  );
}
