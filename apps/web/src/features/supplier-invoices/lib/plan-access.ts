/**
 * What the supplier-invoices screen needs from the subscription plan (composed in app/, STYLE.md
 * rule 5). The purchases view and the margin impact follow the price history's plan feature.
 */
export interface SupplierInvoicesPlanAccess {
  /** Whether the plan includes the price history; null while the plan is not known. */
  hasPriceHistory: boolean | null;
  /** SPEC.md §5's message for a locked feature. */
  lockedMessage: string;
  /** Opens the upgrade modal with a message above the plans. */
  openUpgrade: (message: string) => void;
}
