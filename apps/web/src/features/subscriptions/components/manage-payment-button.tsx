import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconCreditCard } from '@tabler/icons-react';
import { useMySubscription } from '../../../api/subscriptions/get-my-subscription.ts';
import { useOpenPaymentPortal } from '../../../api/subscriptions/open-payment-portal.ts';
import { externalNavigation } from '../../../lib/go-to-url.ts';

export const MANAGE_PAYMENT_LABEL = 'Gestionar pago';
export const PORTAL_ERROR_MESSAGE =
  'No se pudo abrir la gestión de pagos. Inténtalo de nuevo en unos minutos.';

/**
 * "Gestionar pago" (decision 029): opens Stripe's Customer Portal (card, invoices, billing
 * address). Only with the Stripe provider, once the user has paid through it.
 */
export function ManagePaymentButton({ label = MANAGE_PAYMENT_LABEL }: { label?: string }) {
  const { data } = useMySubscription();
  const portal = useOpenPaymentPortal();
  if (data?.payments_provider !== 'stripe' || !data.can_manage_payment) return null;

  const open = async () => {
    try {
      const { url } = await portal.mutateAsync();
      externalNavigation.assign(url);
    } catch {
      // Shown below the button.
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        leftSection={<IconCreditCard size={18} />}
        onClick={() => void open()}
        loading={portal.isPending}
      >
        {label}
      </Button>
      {portal.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {PORTAL_ERROR_MESSAGE}
        </Alert>
      ) : null}
    </Stack>
  );
}
