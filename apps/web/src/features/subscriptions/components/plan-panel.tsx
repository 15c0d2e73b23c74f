import { Alert, Center, Divider, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Plan } from '@costeo/domain/contracts/subscriptions';
import { upgradeOptions } from '@costeo/domain/plans';
import { getFieldErrors } from '../../../lib/api-errors.ts';
import { useMySubscription } from '../../../api/subscriptions/get-my-subscription.ts';
import { useQuotaInfo } from '../../../api/usage/get-quota-info.ts';
import { useSubscriptionPlans } from '../../../api/subscriptions/get-subscription-plans.ts';
import { useNavigate } from 'react-router';
import {
  isPendingUpgrade,
  useUpgradeSubscription,
} from '../../../api/subscriptions/upgrade-subscription.ts';
import { externalNavigation } from '../../../lib/go-to-url.ts';
import { useUpgradeModalStore } from '../stores/upgrade-modal-store.ts';
import { CancelSubscriptionSection } from './cancel-subscription-section.tsx';
import { CurrentPlanSummary } from './current-plan-summary.tsx';
import { ManagePaymentButton } from './manage-payment-button.tsx';
import { UpgradeOptions } from './upgrade-options.tsx';

/** SPEC.md §8 messages. */
export const PLANS_ERROR_MESSAGE = 'Error al cargar planes disponibles';
export const SUBSCRIPTION_ERROR_MESSAGE = 'Error al cargar suscripción';
export const UPGRADE_ERROR_MESSAGE = 'Error al actualizar plan';

function ErrorAlert({ message, reason }: { message: string; reason?: string | null }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={message}>
      {reason ?? null}
    </Alert>
  );
}

/** Why the server refused an upgrade (400 `{plan_code: [msg]}`), e.g. a plan not above yours. */
function upgradeRefusalReason(error: unknown): string | null {
  return getFieldErrors(error).plan_code ?? null;
}

/** The "Plan" tab: current plan and usage, the upgrade cards, cancellation. */
export function PlanPanel() {
  const subscriptionQuery = useMySubscription();
  const plansQuery = useSubscriptionPlans();
  const quotaQuery = useQuotaInfo();
  const upgrade = useUpgradeSubscription();
  const navigate = useNavigate();

  const subscription = subscriptionQuery.data ?? null;
  // SPEC.md §4: with no plan loaded the user is treated as free.
  const currentPlan = subscription?.plan ?? quotaQuery.data?.plan ?? null;
  const plans = plansQuery.data ?? [];
  const subscriptionSettled = !subscriptionQuery.isPending;
  const fallbackPlanName = plans.find((plan) => plan.code === 'free')?.name ?? 'Gratuito';

  const startUpgrade = async (plan: Plan) => {
    if (upgrade.isPending) return;
    try {
      const response = await upgrade.mutateAsync({ plan_code: plan.code });
      if (isPendingUpgrade(response)) {
        // Stripe (decision 029): pay on Stripe's Checkout, or wait for the price change to be
        // confirmed; the return page shows the plan when Stripe's events arrive.
        if (response.checkout_url) {
          externalNavigation.assign(response.checkout_url);
          return;
        }
        useUpgradeModalStore.getState().close();
        void navigate(`/suscripcion/confirmada?plan=${response.pending_plan}`);
        return;
      }
      notifications.show({
        color: 'teal',
        title: 'Plan actualizado',
        message: `Tu plan ahora es ${response.plan.name}`,
      });
      // The limit that opened the modal no longer applies: back to plain management.
      useUpgradeModalStore.getState().clearLimit();
    } catch {
      // Shown from `upgrade.isError` above the cards.
    }
  };

  return (
    <Stack gap="lg">
      {subscriptionQuery.isError ? <ErrorAlert message={SUBSCRIPTION_ERROR_MESSAGE} /> : null}
      {upgrade.isError ? (
        <ErrorAlert message={UPGRADE_ERROR_MESSAGE} reason={upgradeRefusalReason(upgrade.error)} />
      ) : null}

      {subscriptionQuery.isPending ? (
        <Center py="lg">
          <Loader size="sm" role="progressbar" aria-label="Cargando suscripción" />
        </Center>
      ) : null}
      {currentPlan ? (
        <CurrentPlanSummary
          plan={currentPlan}
          subscription={subscription}
          quota={quotaQuery.data}
          quotaFailed={quotaQuery.isError}
        />
      ) : null}

      <ManagePaymentButton />

      {plansQuery.isError ? <ErrorAlert message={PLANS_ERROR_MESSAGE} /> : null}
      {plansQuery.isSuccess && subscriptionSettled ? (
        <UpgradeOptions
          options={upgradeOptions(plans, currentPlan?.code)}
          onSelect={(plan) => void startUpgrade(plan)}
          pendingPlanCode={upgrade.isPending ? upgrade.variables.plan_code : null}
        />
      ) : null}
      {plansQuery.isPending ? (
        <Text size="sm" c="dimmed" ta="center">
          Cargando planes…
        </Text>
      ) : null}

      {subscription && subscription.plan.code !== 'free' && !subscription.cancel_at_period_end ? (
        <>
          <Divider />
          <CancelSubscriptionSection
            subscription={subscription}
            fallbackPlanName={fallbackPlanName}
          />
        </>
      ) : null}
    </Stack>
  );
}
