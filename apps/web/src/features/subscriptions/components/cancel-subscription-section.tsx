import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Subscription } from '@costeo/domain/contracts/subscriptions';
import { formatDate } from '../../../lib/format.ts';
import { useCancelSubscription } from '../../../api/subscriptions/cancel-subscription.ts';

/** SPEC.md §8. */
export const CANCEL_ERROR_MESSAGE = 'Error al cancelar suscripción';

interface CancelSubscriptionSectionProps {
  subscription: Subscription;
  /** The plan the account falls back to ("Gratuito"). */
  fallbackPlanName: string;
}

/** A paid plan not yet canceled can be canceled at period end, after a confirmation step. */
export function CancelSubscriptionSection({
  subscription,
  fallbackPlanName,
}: CancelSubscriptionSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const confirmationRef = useRef<HTMLDivElement>(null);
  // The confirmation opens at the bottom of a scrolling modal: bring it into view, and move focus
  // there (not onto the destructive button) so keyboard and screen reader users land on the text.
  useEffect(() => {
    if (confirming) confirmationRef.current?.focus();
  }, [confirming]);
  const { plan } = subscription;
  const until = subscription.current_period_end
    ? `hasta el ${formatDate(subscription.current_period_end)}`
    : 'hasta el final del periodo actual';

  if (plan.code === 'free' || subscription.cancel_at_period_end) return null;

  const confirmCancel = async () => {
    // mutateAsync: the section unmounts as soon as the reloaded subscription says "canceled",
    // which would drop a `mutate` success callback along with the notification.
    try {
      const canceled = await cancel.mutateAsync();
      notifications.show({
        color: 'gray',
        title: 'Suscripción cancelada',
        message: canceled.current_period_end
          ? `Tu plan ${canceled.plan.name} seguirá activo hasta el ${formatDate(canceled.current_period_end)}.`
          : `Tu plan ${canceled.plan.name} seguirá activo hasta el final del periodo.`,
      });
      setConfirming(false);
    } catch {
      // Shown from `cancel.isError` below.
    }
  };

  return (
    <Stack gap="sm" component="section" aria-label="Cancelar suscripción">
      {cancel.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {CANCEL_ERROR_MESSAGE}
        </Alert>
      ) : null}
      {confirming ? (
        <Paper
          withBorder
          radius="md"
          p="md"
          bg="red.0"
          role="group"
          aria-label="Confirmar cancelación"
        >
          <Text size="sm" mb="sm">
            Tu plan {plan.name} seguirá activo {until}; después pasarás al plan {fallbackPlanName}.
          </Text>
          <Group gap="sm">
            <Button color="red" loading={cancel.isPending} onClick={() => void confirmCancel()}>
              Sí, cancelar suscripción
            </Button>
            <Button
              variant="default"
              disabled={cancel.isPending}
              onClick={() => {
                setConfirming(false);
                cancel.reset();
              }}
            >
              Mantener mi plan
            </Button>
          </Group>
        </Paper>
      ) : (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="red"
            size="sm"
            onClick={() => {
              setConfirming(true);
            }}
          >
            Cancelar suscripción
          </Button>
        </Group>
      )}
    </Stack>
  );
}
