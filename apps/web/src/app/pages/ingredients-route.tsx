import { notifications } from '@mantine/notifications';
import { IngredientsPage } from '../../features/ingredients/pages/ingredients-page.tsx';
import { QuotaGuardedButton } from '../../features/subscriptions/components/quota-guarded-button.tsx';
import { QuotaLimitAlert } from '../../features/subscriptions/components/quota-limit-alert.tsx';

const LIMIT_NOTICE_ID = 'ingredients-limit-notice';

/** /ingredients: the page, with the quota-guarded create action (features meet in app/). */
export function IngredientsRoute() {
  return (
    <IngredientsPage
      actions={
        <QuotaGuardedButton
          resource="ingredient_instances"
          label="Nuevo ingrediente"
          describedBy={LIMIT_NOTICE_ID}
          onCreate={() => {
            // The create form arrives with the ingredients screen; say so rather than pretend.
            notifications.show({
              title: 'Nuevo ingrediente',
              message: 'Muy pronto podrás crear ingredientes aquí.',
            });
          }}
        />
      }
      notice={<QuotaLimitAlert id={LIMIT_NOTICE_ID} resource="ingredient_instances" />}
    />
  );
}
