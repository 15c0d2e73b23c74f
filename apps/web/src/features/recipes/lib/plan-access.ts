/** What the recipes screens need from the subscription plan; the app composes it (STYLE.md rule 5). */
export interface RecipesPlanAccess {
  /** Runs `action` unless the recipe quota is reached (then the 'Límite alcanzado' modal opens). */
  guardCreate: (action: () => void) => boolean;
  /** A 403 `quota_exceeded` from a create or a duplicate; true when it was one. */
  handleCreateRefusal: (error: unknown) => boolean;
  /** A recipe was created or deleted: the usage shown in the menu changes. */
  onUsageChanged: () => void;
}
