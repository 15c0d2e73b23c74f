import { notifications } from '@mantine/notifications';
import { RecipesPage } from '../../features/recipes/pages/recipes-page.tsx';
import { QuotaGuardedButton } from '../../features/subscriptions/components/quota-guarded-button.tsx';
import { QuotaLimitAlert } from '../../features/subscriptions/components/quota-limit-alert.tsx';

const LIMIT_NOTICE_ID = 'recipes-limit-notice';

/** /recipes: the page, with the quota-guarded create action (features meet in app/). */
export function RecipesRoute() {
  return (
    <RecipesPage
      actions={
        <QuotaGuardedButton
          resource="recipes"
          label="Nueva receta"
          describedBy={LIMIT_NOTICE_ID}
          onCreate={() => {
            // The recipe editor arrives with the recipes screen; say so rather than pretend.
            notifications.show({
              title: 'Nueva receta',
              message: 'Muy pronto podrás crear recetas aquí.',
            });
          }}
        />
      }
      notice={<QuotaLimitAlert id={LIMIT_NOTICE_ID} resource="recipes" />}
    />
  );
}
