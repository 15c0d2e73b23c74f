import { SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import type { Plan } from '@costeo/domain/contracts/subscriptions';
import { PlanOptionCard } from './plan-option-card.tsx';

interface UpgradeOptionsProps {
  /** Already filtered with `upgradeOptions` (ranked above the current plan). */
  options: Plan[];
  onSelect: (plan: Plan) => void;
  pendingPlanCode: string | null;
}

/** One card per plan above the current one; a friendly note when there is none. */
export function UpgradeOptions({ options, onSelect, pendingPlanCode }: UpgradeOptionsProps) {
  if (options.length === 0) {
    return (
      <Stack align="center" gap={6} py="md" ta="center">
        <ThemeIcon size={40} radius="xl" variant="light" color="violet" aria-hidden>
          <IconCrown size={22} />
        </ThemeIcon>
        <Text fw={600}>Ya tienes el plan más completo</Text>
        <Text size="sm" c="dimmed">
          Ingredientes y recetas sin límite y todas las funcionalidades incluidas.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="upgrade-options-title">
      <Text id="upgrade-options-title" fw={700}>
        Mejora tu plan
      </Text>
      <SimpleGrid cols={{ base: 1, sm: options.length > 1 ? 2 : 1 }} spacing="md">
        {options.map((plan) => (
          <PlanOptionCard
            key={plan.code}
            plan={plan}
            onSelect={onSelect}
            disabled={pendingPlanCode !== null}
            loading={pendingPlanCode === plan.code}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
