import { featureRequiredMessage, planHasFeature } from '@costeo/domain/plans';
import { useQuotaInfo } from '../../api/usage/get-quota-info.ts';
import type { MenuNeedsAccess } from '../../features/menus/components/menu-needs-drawer.tsx';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';

/**
 * The needs are Pro's and Business's (issue 37 point 7): the plan's `price_history` feature. Shared
 * by a menu's «Necesidades» and the list's «Necesidades de eventos».
 */
export function useMenuNeedsAccess(): MenuNeedsAccess {
  const { data: quota } = useQuotaInfo();
  return {
    locked: quota ? !planHasFeature(quota.plan, 'price_history') : null,
    lockedMessage: featureRequiredMessage(quota?.plan.code),
    openUpgrade: (message) => {
      openUpgradeModal('manage', message);
    },
  };
}
