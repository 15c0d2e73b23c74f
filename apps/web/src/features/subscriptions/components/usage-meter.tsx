import { Group, Progress, Stack, Text } from '@mantine/core';
import { isUnlimited, usagePercentage, usageState, type QuotaResource } from '@costeo/domain/plans';
import { formatLimit, RESOURCE_LABELS, USAGE_STATE_HINTS } from '../lib/plan-display.ts';
import classes from './usage-meter.module.css';

const BAR_COLORS = { normal: 'teal', near_limit: 'orange', at_limit: 'red' } as const;

interface UsageMeterProps {
  resource: QuotaResource;
  used: number;
  limit: number;
  /**
   * Hides the bar from assistive technology where a progressbar may not be (inside a role="menu",
   * axe aria-required-children); the "used / limit" text and the hint still say it all.
   */
  barHidden?: boolean;
}

/**
 * One "used / limit" line with its bar (SPEC.md §2 'Uso actual'). The bar is capped at 100 % and
 * flagged near the limit (≥ 80 %) and at it, by colour, by `data-state` and by a text hint.
 */
export function UsageMeter({ resource, used, limit, barHidden = false }: UsageMeterProps) {
  const label = RESOURCE_LABELS[resource];
  const state = usageState(used, limit);
  const hint = USAGE_STATE_HINTS[state];
  const unlimited = isUnlimited(limit);
  const value = usagePercentage(used, limit);
  const countText = `${used} / ${formatLimit(limit)}`;

  return (
    <Stack gap={4} data-resource={resource} data-state={state}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c={state === 'normal' ? 'dimmed' : undefined} fw={600} data-usage-count>
          {countText}
        </Text>
      </Group>
      {unlimited ? null : (
        <Progress.Root size="sm" radius="xl" aria-hidden={barHidden || undefined}>
          <Progress.Section
            value={value}
            color={BAR_COLORS[state]}
            withAria={false}
            role="progressbar"
            aria-label={`Uso de ${label}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={value}
            aria-valuetext={`${used} de ${limit}${hint ? ` (${hint.toLowerCase()})` : ''}`}
            data-state={state}
          />
        </Progress.Root>
      )}
      {hint ? (
        <Text size="xs" className={classes.hint} data-state={state}>
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
