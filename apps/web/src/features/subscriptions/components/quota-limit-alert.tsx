import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { QuotaResource } from '@costeo/domain/plans';
import { useQuotaGuard } from '../hooks/use-quota-guard.ts';
import { UPGRADE_ACTION_LABEL } from '../lib/plan-refusals.tsx';
import { openUpgradeModal } from '../stores/upgrade-modal-store.ts';

interface QuotaLimitAlertProps {
  resource: QuotaResource;
  /** For `aria-describedby` on the create button it explains. */
  id?: string;
}

/** A lasting SPEC.md §5 notice on a list screen whose create action is blocked; nothing otherwise. */
export function QuotaLimitAlert({ resource, id }: QuotaLimitAlertProps) {
  const { message } = useQuotaGuard(resource);
  if (message === null) return null;
  return (
    <Alert
      id={id}
      color="red"
      variant="light"
      icon={<IconLock size={18} />}
      title="Límite alcanzado"
      mb="lg"
      role="status"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          onClick={() => {
            openUpgradeModal('limit', message);
          }}
        >
          {UPGRADE_ACTION_LABEL}
        </Button>
      </Group>
    </Alert>
  );
}
