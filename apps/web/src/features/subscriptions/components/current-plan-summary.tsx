import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Plan, QuotaInfo, Subscription } from '@costeo/domain/contracts/subscriptions';
import { formatDate } from '../../../lib/format.ts';
import { formatMonthlyPrice, PLAN_TEXT_COLORS } from '../lib/plan-display.ts';
import { UsageSection } from './usage-section.tsx';

interface CurrentPlanSummaryProps {
  plan: Plan;
  /** Null when only quota info could be loaded. */
  subscription: Subscription | null;
  quota: QuotaInfo | undefined;
  quotaFailed: boolean;
}

function periodLine(subscription: Subscription | null): string | null {
  const end = subscription?.current_period_end;
  if (!subscription || !end) return null;
  if (subscription.cancel_at_period_end) return `Cancelada: tu plan termina el ${formatDate(end)}`;
  return `Se renueva el ${formatDate(end)}`;
}

/** SPEC.md §2: the current plan with its usage. */
export function CurrentPlanSummary({
  plan,
  subscription,
  quota,
  quotaFailed,
}: CurrentPlanSummaryProps) {
  const period = periodLine(subscription);
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-label="Tu plan actual"
      data-current-plan={plan.code}
    >
      <Group justify="space-between" align="flex-start" gap="md" mb="md">
        <Stack gap={2}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
            Tu plan actual
          </Text>
          <Text fz="xl" fw={800} c={PLAN_TEXT_COLORS[plan.code]}>
            {plan.name}
          </Text>
          {period ? (
            <Text
              size="sm"
              c={subscription?.cancel_at_period_end ? 'red.8' : 'dimmed'}
              fw={subscription?.cancel_at_period_end ? 600 : undefined}
            >
              {period}
            </Text>
          ) : null}
        </Stack>
        <Text fw={700} fz="lg">
          {formatMonthlyPrice(plan.price_monthly)}
        </Text>
      </Group>
      {quota ? <UsageSection quota={quota} /> : null}
      {!quota && quotaFailed ? (
        <Text size="sm" c="dimmed">
          No se ha podido cargar tu uso actual.
        </Text>
      ) : null}
    </Paper>
  );
}
