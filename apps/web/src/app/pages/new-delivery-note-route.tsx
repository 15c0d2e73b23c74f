import { featureRequiredMessage } from '@costeo/domain/plans';
import { useQuotaInfo } from '../../api/usage/get-quota-info.ts';
import { NewDeliveryNotePage } from '../../features/delivery-notes/pages/new-delivery-note-page.tsx';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';
import { MarginImpact } from '../../features/supplier-invoices/components/margin-impact.tsx';

/**
 * /ingredients/delivery-notes/new: the albarán typed by hand, with the invoices' margin impact
 * (the dishes whose cost moves, their food cost against the target and the suggested PVP) and the
 * plan's way up where the impact is locked (the price history's rule, as for invoices).
 */
export function NewDeliveryNoteRoute() {
  const { data: quota } = useQuotaInfo();
  const lockedMessage = featureRequiredMessage(quota?.plan.code);
  const onUpgrade = () => {
    openUpgradeModal('manage', lockedMessage);
  };
  return (
    <NewDeliveryNotePage
      impact={{
        lockedMessage,
        onUpgrade,
        render: (result) => (
          <MarginImpact
            available={result.impact_available}
            recipes={result.affected_recipes}
            menus={result.affected_menus}
            lockedMessage={lockedMessage}
            onUpgrade={onUpgrade}
          />
        ),
      }}
    />
  );
}
