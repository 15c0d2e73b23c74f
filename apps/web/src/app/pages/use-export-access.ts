import { featureRequiredMessage, planHasFeature } from '@costeo/domain/plans';
import type { ExportAccess } from '../../features/exports/components/export-menu.tsx';
import { useQuotaInfo } from '../../api/usage/get-quota-info.ts';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';

/** The plan's exports feature as the export actions need it (features meet in app/). */
export function useExportAccess(): ExportAccess {
  const { data: quota } = useQuotaInfo();
  return {
    locked: quota ? !planHasFeature(quota.plan, 'exports') : null,
    lockedMessage: featureRequiredMessage(quota?.plan.code),
    openUpgrade: (message) => {
      openUpgradeModal('manage', message);
    },
  };
}
