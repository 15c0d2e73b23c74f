import { Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuotaInfo } from '../../../api/usage/get-quota-info.ts';
import { PlanBadge } from './plan-badge.tsx';
import { UsageSection } from './usage-section.tsx';

/** The signed-in user's plan badge, once quota info has loaded (nothing while it loads). */
export function CurrentPlanBadge() {
  const { data: quota } = useQuotaInfo();
  return quota ? <PlanBadge plan={quota.plan} /> : null;
}

/** SPEC.md §2 'Uso actual' body for the user menu: bars while loaded, a skeleton before. */
export function CurrentUsage() {
  const { data: quota, isError } = useQuotaInfo();
  // Inside the user menu (role="menu"): the bars are decoration there, the text carries the usage.
  if (quota) return <UsageSection quota={quota} barsHidden />;
  if (isError) {
    return (
      <Text size="xs" c="dimmed">
        No se ha podido cargar tu uso actual.
      </Text>
    );
  }
  // In a menu no progressbar or status role may sit (axe aria-required-children), and a div may
  // not carry a name (aria-prohibited-attr): the placeholder says it in hidden text.
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden>Cargando uso actual</VisuallyHidden>
      <Skeleton h={30} radius="sm" />
      <Skeleton h={30} radius="sm" />
    </Stack>
  );
}
