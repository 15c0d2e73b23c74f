/**
 * What the Ventas screen needs from the subscription plan (composed in app/, STYLE.md rule 5).
 * Reading the sales, the items and the imports, and deleting an import, are every plan's (a
 * downgraded kitchen keeps its sales); importing and linking are Pro and Business (issue 33).
 */
export interface SalesPlanAccess {
  /** Whether the plan may import and link; null while the plan is not known. */
  canImportAndLink: boolean | null;
  /** SPEC.md §5's message for a locked feature. */
  lockedMessage: string;
  /** Opens the upgrade modal with a message above the plans. */
  openUpgrade: (message: string) => void;
}
