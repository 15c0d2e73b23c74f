/**
 * What the Ventas screen needs from the subscription plan (composed in app/, STYLE.md rule 5):
 * importing, linking and the period's figures are Pro and Business (issue 33).
 */
export interface SalesPlanAccess {
  /** Whether the plan includes sales; null while the plan is not known. */
  hasSales: boolean | null;
  /** SPEC.md §5's message for a locked feature. */
  lockedMessage: string;
  /** Opens the upgrade modal with a message above the plans. */
  openUpgrade: (message: string) => void;
}
