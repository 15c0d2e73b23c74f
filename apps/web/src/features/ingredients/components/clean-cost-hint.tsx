import { Text } from '@mantine/core';
import { formatPercent, formatUnitPrice } from '../../../lib/format.ts';
import type { CleanCosts } from '../lib/clean-costs.ts';

/** The one-line why under the figures, for what the product shows. */
function explanation(clean: CleanCosts, yieldPct: string): string {
  const rendimiento = formatPercent(yieldPct);
  if (clean.clean && clean.perItem) {
    return `El ${clean.clean.unit} limpio divide por el rendimiento (${rendimiento}); una receta que cuenta unidades paga piezas enteras, sin merma.`;
  }
  if (clean.clean) {
    return `Lo que cuesta en una receta cada ${clean.clean.unit} ya limpio: el precio dividido por el rendimiento (${rendimiento}).`;
  }
  return 'Una receta que cuenta unidades paga piezas enteras: la merma no se aplica.';
}

/**
 * Beside the purchase price: what a recipe is really charged for this product, per clean kg or l
 * (merma included) and per whole item (none), with the engine's own figures (issue 31).
 */
export function CleanCostHint({ clean, yieldPct }: { clean: CleanCosts; yieldPct: string }) {
  if (!clean.clean && !clean.perItem) return null;
  const figures = [
    clean.clean ? `${formatUnitPrice(clean.clean.value)}/${clean.clean.unit} limpio` : null,
    clean.perItem ? `${formatUnitPrice(clean.perItem)}/ud en una receta` : null,
  ].filter((figure) => figure !== null);
  return (
    <div data-testid="clean-cost">
      <Text size="sm" fw={600}>
        {figures.join(' · ')}
      </Text>
      <Text size="xs" c="dimmed">
        {explanation(clean, yieldPct)}
      </Text>
    </div>
  );
}
