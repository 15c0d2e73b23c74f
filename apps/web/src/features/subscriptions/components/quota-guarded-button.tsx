import { Button } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import type { QuotaResource } from '@costeo/domain/plans';
import { useQuotaGuard } from '../hooks/use-quota-guard.ts';

interface QuotaGuardedButtonProps {
  resource: QuotaResource;
  label: string;
  onCreate: () => void;
  /** Id of the element explaining a block (e.g. the QuotaLimitAlert). */
  describedBy?: string;
}

/**
 * A create button that runs the quota guard: at the limit it stays clickable (so the user learns
 * why and can upgrade) but looks locked.
 */
export function QuotaGuardedButton({
  resource,
  label,
  onCreate,
  describedBy,
}: QuotaGuardedButtonProps) {
  const { canCreate, guard } = useQuotaGuard(resource);
  return (
    <Button
      variant={canCreate ? 'light' : 'default'}
      leftSection={canCreate ? <IconPlus size={16} /> : <IconLock size={16} />}
      data-blocked={canCreate ? undefined : true}
      aria-describedby={canCreate ? undefined : describedBy}
      onClick={() => guard(onCreate)}
    >
      {label}
    </Button>
  );
}
