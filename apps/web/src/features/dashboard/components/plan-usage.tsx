import { Group, Progress, Stack, Text } from '@mantine/core';
import type { DashboardPlanUsage } from '@costeo/domain/contracts/dashboard';
import type { ResourceProgress } from '@costeo/domain/contracts/subscriptions';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { formatCount } from '../../../lib/format.ts';

const STATE_LOOK = {
  normal: { color: 'blue', label: null },
  near_limit: { color: 'orange', label: 'Cerca del límite' },
  at_limit: { color: 'red', label: 'Límite alcanzado' },
} as const;

function UsageRow({ label, usage }: { label: string; usage: ResourceProgress }) {
  const look = STATE_LOOK[usage.state];
  const limit = usage.unlimited ? 'ilimitados' : formatCount(usage.limit);
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">
          {formatCount(usage.used)} / {limit}
        </Text>
      </Group>
      <Progress
        value={usage.unlimited ? 0 : usage.percentage}
        color={look.color}
        size="md"
        radius="xl"
        aria-label={`${label}: ${usage.used} de ${limit}`}
      />
      {look.label ? (
        <Text size="xs" mt={2} c={BADGE_TEXT[look.color]} fw={600}>
          {look.label}
        </Text>
      ) : null}
    </div>
  );
}

/** What the plan allows and what is used (the same figures as the user menu's 'Uso actual'). */
export function PlanUsage({ usage }: { usage: DashboardPlanUsage }) {
  return (
    <DashboardCard title={`Plan ${usage.plan_name}`} description="Tu uso actual del plan.">
      <Stack gap="sm">
        <UsageRow label="Ingredientes" usage={usage.ingredient_instances} />
        <UsageRow label="Recetas" usage={usage.recipes} />
        <Text size="xs" c="dimmed">
          Puedes cambiar de plan en «Gestionar Suscripción», en el menú de tu usuario.
        </Text>
      </Stack>
    </DashboardCard>
  );
}
