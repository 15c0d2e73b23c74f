/** What the analytics panel needs of the subscription (given by app/: features meet there). */
export interface AnalyticsPlanAccess {
  /** null while the plan loads. */
  hasAnalytics: boolean | null;
  /** SPEC.md §5: "Esta funcionalidad requiere un plan Business o superior." on Pro. */
  lockedMessage: string;
  openUpgrade: (message: string) => void;
}
