import { Badge, type BadgeProps } from '@mantine/core';
import type { Plan } from '@costeo/domain/contracts/subscriptions';
import { PLAN_COLORS } from '../lib/plan-display.ts';

interface PlanBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  plan: Pick<Plan, 'code' | 'name'>;
}

/** SPEC.md §2: the plan badge of the user menu (Gratuito / Pro / Business, one colour each). */
export function PlanBadge({ plan, ...props }: PlanBadgeProps) {
  return (
    <Badge
      variant={plan.code === 'free' ? 'light' : 'filled'}
      color={PLAN_COLORS[plan.code]}
      radius="sm"
      size="sm"
      tt="none"
      data-plan={plan.code}
      {...props}
    >
      {plan.name}
    </Badge>
  );
}
