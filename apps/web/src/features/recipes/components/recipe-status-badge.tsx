import { Text, VisuallyHidden } from '@mantine/core';
import type { RecipeStatus } from '@costeo/domain/recipe-margins';
import { StatusBadge } from '../../../components/status-badge.tsx';

/**
 * Rentable / Margen bajo / Coste incompleto / Sin PVP: a word and an icon, never colour alone. An
 * elaboración is not sold on its own, so its lack of a PVP is no status: only an incomplete cost is.
 */
export function RecipeStatusBadge({
  status,
  isSubrecipe = false,
}: {
  status: RecipeStatus;
  isSubrecipe?: boolean;
}) {
  if (isSubrecipe && status !== 'incomplete') {
    return (
      <Text size="sm" c="dimmed" title="Las elaboraciones no se venden por separado">
        —<VisuallyHidden>Elaboración: sin venta directa</VisuallyHidden>
      </Text>
    );
  }
  return <StatusBadge status={status} />;
}
