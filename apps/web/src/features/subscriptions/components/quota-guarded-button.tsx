import { Button } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import type { QuotaResource } from '@costeo/domain/plans';
import { useQuotaGuard } from '../hooks/use-quota-guard.ts';

interface QuotaGuardedButtonProps {
  resource: QuotaResource;
  label: string;
  onCreate: () => void;
}

/**
 * A create button that runs the quota guard: at the limit it stays clickable (so the user learns
 * why, in the 'Límite alcanzado' modal, and can upgrade) but looks locked.
 */
export function QuotaGuardedButton({ resource, label, onCreate }: QuotaGuardedButtonProps) {
  const { canCreate, guard } = useQuotaGuard(resource);
  return (
    <Button
      variant={canCreate ? 'light' : 'default'}
      leftSection={canCreate ? <IconPlus size={16} /> : <IconLock size={16} />}
      data-blocked={canCreate ? undefined : true}
      onClick={() => guard(onCreate)}
    >
      {label}
    </Button>
  );
}
