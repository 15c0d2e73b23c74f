import { create } from 'zustand';

/** Why the upgrade modal is open: from the user menu, or because a quota limit was hit. */
export type UpgradeModalReason = 'manage' | 'limit';

interface UpgradeModalState {
  opened: boolean;
  reason: UpgradeModalReason;
  /** Shown above the plans, e.g. the SPEC.md §5 quota message that opened the modal. */
  message: string | null;
  open: (reason?: UpgradeModalReason, message?: string | null) => void;
  close: () => void;
  /** After an upgrade the limit no longer applies: plain 'manage' again, open or not. */
  clearLimit: () => void;
}

/** One upgrade modal for the whole app; any screen (or a failed request) can open it. */
export const useUpgradeModalStore = create<UpgradeModalState>()((set) => ({
  opened: false,
  reason: 'manage',
  message: null,
  open: (reason = 'manage', message = null) => {
    set({ opened: true, reason, message });
  },
  close: () => {
    set({ opened: false });
  },
  clearLimit: () => {
    set({ reason: 'manage', message: null });
  },
}));

/** Opens the upgrade modal from outside React (request error handlers, notifications). */
export function openUpgradeModal(reason?: UpgradeModalReason, message?: string | null): void {
  useUpgradeModalStore.getState().open(reason, message);
}
