/**
 * What the ingredients screen needs from the subscription plan. The app composes it from the
 * subscriptions feature (STYLE.md rule 5: features do not import each other).
 */
export interface IngredientsPlanAccess {
  /** Runs `action` unless the plan's ingredient limit is reached; then explains why. */
  guardCreate: (action: () => void) => boolean;
  /** A refused create (403 `quota_exceeded`) → the plan's message and upgrade; true if handled. */
  handleCreateRefusal: (error: unknown) => boolean;
  /** The number of products changed: the plan usage is reloaded. */
  onUsageChanged: () => void;
  /** Whether the plan includes the price history; null while the plan is not known. */
  hasPriceHistory: boolean | null;
  /** SPEC.md §5's message for the locked feature ('Esta funcionalidad requiere un plan Pro o superior.'). */
  priceHistoryLockedMessage: string;
  /**
   * Whether the plan includes the what-if of a new price (`analytics`, Business: the drawer's
   * "Efecto en tus márgenes" before saving); null while the plan is not known.
   */
  hasPriceImpact: boolean | null;
  /** SPEC.md §5's message for it (Pro on Gratuito, Business on Pro). */
  priceImpactLockedMessage: string;
  /** Opens the upgrade modal, with a message above the plans. */
  openUpgrade: (message: string) => void;
}
