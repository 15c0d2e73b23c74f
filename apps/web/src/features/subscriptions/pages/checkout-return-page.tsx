import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isPlanCode, type PlanCode } from '@costeo/domain/plans';
import { Link, useSearchParams } from 'react-router';
import { mySubscriptionQueryOptions } from '../../../api/subscriptions/get-my-subscription.ts';
import { usageKeys } from '../../../api/usage/keys.ts';
import { subscriptionKeys } from '../../../api/subscriptions/keys.ts';

export const WAITING_TITLE = 'Confirmando tu pago…';
export const TIMEOUT_MESSAGE =
  'Stripe todavía no nos ha confirmado el pago. Si lo has completado, tu plan se actualizará en unos minutos: puedes seguir usando Costeo y volver a comprobarlo más tarde. No vuelvas a pagar.';

/** How often the subscription is asked for while waiting, and how long until "late" (tests shorten them). */
export const checkoutReturnTiming = { intervalMs: 2000, timeoutMs: 60_000 };

/**
 * /suscripcion/confirmada (decision 029): where Stripe sends the user back after paying. The plan
 * changes only when Stripe's signed events arrive, so this page asks for the subscription until
 * it shows the plan paid for (`?plan=`), and says so plainly when that takes too long.
 */
export function CheckoutReturnPage() {
  const { intervalMs, timeoutMs } = checkoutReturnTiming;
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const wanted = params.get('plan');
  const target: PlanCode | null = isPlanCode(wanted) && wanted !== 'free' ? wanted : null;
  const [timedOut, setTimedOut] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const query = useQuery({
    ...mySubscriptionQueryOptions(),
    refetchInterval: (current) =>
      target && !timedOut && current.state.data?.plan.code !== target ? intervalMs : false,
  });
  const confirmed = target !== null && query.data?.plan.code === target;

  useEffect(() => {
    if (confirmed || !target) return undefined;
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [confirmed, target, timeoutMs, attempt]);

  useEffect(() => {
    if (!confirmed) return;
    // The quota and the usage menu follow the new plan.
    void queryClient.invalidateQueries({ queryKey: usageKeys.all });
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.billingHistory() });
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.planHistory() });
  }, [confirmed, queryClient]);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto">
      <Stack gap="md">
        {!target ? (
          <>
            <Title order={1} size="h3">
              Enlace no válido
            </Title>
            <Text>
              Este enlace no indica ningún plan. Revisa tu suscripción desde el menú de usuario.
            </Text>
          </>
        ) : confirmed ? (
          <>
            <Group gap="sm" wrap="nowrap">
              <IconCircleCheck size={32} color="var(--mantine-color-teal-6)" aria-hidden />
              <Title order={1} size="h3">
                ¡Pago confirmado!
              </Title>
            </Group>
            <Text role="status">
              Tu plan ahora es {query.data?.plan.name}. Ya puedes usar sus ventajas.
            </Text>
          </>
        ) : timedOut ? (
          <>
            <Group gap="sm" wrap="nowrap">
              <IconClockHour4 size={32} color="var(--mantine-color-orange-6)" aria-hidden />
              <Title order={1} size="h3">
                El pago aún no está confirmado
              </Title>
            </Group>
            <Alert color="orange" variant="light" role="alert">
              {TIMEOUT_MESSAGE}
            </Alert>
            <Group>
              <Button
                variant="light"
                onClick={() => {
                  setTimedOut(false);
                  setAttempt((value) => value + 1);
                  void query.refetch();
                }}
              >
                Comprobar de nuevo
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Group gap="sm" wrap="nowrap">
              <Loader size="sm" aria-hidden />
              <Title order={1} size="h3">
                {WAITING_TITLE}
              </Title>
            </Group>
            <Text role="status">
              Estamos esperando la confirmación de Stripe. Tu plan cambiará en cuanto llegue; suele
              tardar unos segundos.
            </Text>
          </>
        )}
        <Group>
          <Button component={Link} to="/dashboard" variant={confirmed ? 'filled' : 'subtle'}>
            Ir al Dashboard
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
