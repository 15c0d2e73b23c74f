import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMySubscription } from '../../../api/subscriptions/get-my-subscription.ts';
import { formatDate } from '../../../lib/format.ts';
import { ManagePaymentButton } from './manage-payment-button.tsx';

export const GRACE_BANNER_TITLE = 'No hemos podido cobrar la renovación de tu plan';

/**
 * A renewal failed (Stripe, decision 029): the plan stays for a grace period, then the account
 * falls back to Gratuito. Shown on every signed-in screen until the payment goes through.
 */
export function PaymentGraceBanner() {
  const { data } = useMySubscription();
  if (!data?.grace_period_end) return null;
  const until = formatDate(data.grace_period_end);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={GRACE_BANNER_TITLE}
      role="alert"
      mb="lg"
    >
      <Stack gap="sm">
        <Text size="sm">
          Tu plan {data.plan.name} sigue activo hasta el {until}. Actualiza tu tarjeta o tu método
          de pago antes de esa fecha; si no, tu cuenta pasará al plan Gratuito. No se borra ningún
          dato.
        </Text>
        <ManagePaymentButton label="Actualizar método de pago" />
      </Stack>
    </Alert>
  );
}
