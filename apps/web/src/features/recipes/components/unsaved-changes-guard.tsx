import { UnsavedChangesGuard as Guard } from '../../../components/unsaved-changes-guard.tsx';

/** Asks before leaving the recipe editor with unsaved changes. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  return <Guard when={when} message="Si sales ahora, perderás los cambios de esta receta." />;
}
