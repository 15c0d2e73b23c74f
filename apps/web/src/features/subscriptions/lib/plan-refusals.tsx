import type { QueryClient } from '@tanstack/react-query';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isAxiosError } from 'axios';
import { errorDetailSchema } from '@costeo/domain/contracts/common';
import { subscriptionKeys } from '../api/query-keys.ts';
import { openUpgradeModal, type UpgradeModalReason } from '../stores/upgrade-modal-store.ts';

const QUOTA_NOTIFICATION_ID = 'quota-exceeded';
const FEATURE_NOTIFICATION_ID = 'feature-not-available';

export const UPGRADE_ACTION_LABEL = 'Mejorar plan';

interface UpgradeNoticeProps {
  message: string;
  notificationId: string;
  reason: UpgradeModalReason;
}

function UpgradeNotice({ message, notificationId, reason }: UpgradeNoticeProps) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{message}</Text>
      <Button
        size="xs"
        onClick={() => {
          notifications.hide(notificationId);
          openUpgradeModal(reason, message);
        }}
      >
        {UPGRADE_ACTION_LABEL}
      </Button>
    </Stack>
  );
}

/**
 * SPEC.md §5: creation blocked at the limit shows the message and offers an upgrade action, which
 * opens the upgrade modal as 'Límite alcanzado'.
 */
export function showQuotaExceeded(message: string): void {
  notifications.show({
    id: QUOTA_NOTIFICATION_ID,
    color: 'red',
    title: 'Límite alcanzado',
    message: (
      <UpgradeNotice message={message} notificationId={QUOTA_NOTIFICATION_ID} reason="limit" />
    ),
    autoClose: 10_000,
  });
}

/** SPEC.md §5 feature check: the server's message, with the same upgrade action. */
export function showFeatureNotAvailable(message: string): void {
  notifications.show({
    id: FEATURE_NOTIFICATION_ID,
    color: 'orange',
    title: 'No incluido en tu plan',
    message: (
      <UpgradeNotice message={message} notificationId={FEATURE_NOTIFICATION_ID} reason="manage" />
    ),
    autoClose: 10_000,
  });
}

/** The `{detail, code}` of a 403 refusal with the given code, or null for any other error. */
function refusalDetail(error: unknown, code: string): string | null {
  if (!isAxiosError(error) || error.response?.status !== 403) return null;
  const body = errorDetailSchema.safeParse(error.response.data);
  return body.success && body.data.code === code ? body.data.detail : null;
}

/**
 * A 403 `quota_exceeded` from any create endpoint (DESIGN.md §4) gets the same experience as the
 * client-side guard. Our cached usage was evidently stale, so it is reloaded too. Returns whether
 * the error was handled.
 */
export function handleQuotaExceededError(error: unknown, queryClient?: QueryClient): boolean {
  const detail = refusalDetail(error, 'quota_exceeded');
  if (detail === null) return false;
  void queryClient?.invalidateQueries({ queryKey: subscriptionKeys.quotaInfo() });
  showQuotaExceeded(detail);
  return true;
}

/** A 403 `feature_not_available`: shows the server's message ('… requiere un plan Pro …'). */
export function handleFeatureNotAvailableError(error: unknown): boolean {
  const detail = refusalDetail(error, 'feature_not_available');
  if (detail === null) return false;
  showFeatureNotAvailable(detail);
  return true;
}

/** Either refusal; for a mutation's `onError`. Returns whether the error was handled. */
export function handlePlanRefusal(error: unknown, queryClient?: QueryClient): boolean {
  return handleQuotaExceededError(error, queryClient) || handleFeatureNotAvailableError(error);
}
