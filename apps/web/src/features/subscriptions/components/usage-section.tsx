import { Stack } from '@mantine/core';
import type { QuotaInfo } from '@costeo/domain/contracts/subscriptions';
import { QUOTA_RESOURCES } from '@costeo/domain/plans';
import { UsageMeter } from './usage-meter.tsx';

/** Ingredientes and Recetas, used / limit, from quota info (`barsHidden`: see UsageMeter). */
export function UsageSection({ quota, barsHidden }: { quota: QuotaInfo; barsHidden?: boolean }) {
  return (
    <Stack gap="sm">
      {QUOTA_RESOURCES.map((resource) => (
        <UsageMeter
          key={resource}
          resource={resource}
          used={quota.usage[resource]}
          limit={quota.limits[resource]}
          barHidden={barsHidden}
        />
      ))}
    </Stack>
  );
}
