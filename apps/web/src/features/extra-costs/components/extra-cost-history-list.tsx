import { Alert, List, Loader, Text } from '@mantine/core';
import type { ExtraCostHistoryEntry } from '@costeo/domain/contracts/extra-costs';
import { formatDateTime, formatQuantity } from '../../../lib/format.ts';
import { useExtraCostHistory } from '../../../api/extra-costs/get-extra-cost-history.ts';

function amountText(value: string | null): string {
  return value === null ? '—' : formatQuantity(value, 2);
}

/** "Añadido «Envase» (0,35)", "«Envase»: 0,35 → 0,40", "Quitado «Envase» (0,40)". */
export function describeHistoryEntry(entry: ExtraCostHistoryEntry): string {
  const name = `«${entry.definition_name}»`;
  if (entry.action === 'create') return `Añadido ${name} (${amountText(entry.new_amount)})`;
  if (entry.action === 'delete') return `Quitado ${name} (${amountText(entry.old_amount)})`;
  return `${name}: ${amountText(entry.old_amount)} → ${amountText(entry.new_amount)}`;
}

/** The history of the recipe's extra costs, newest first (`GET /api/extra-cost-history/`). */
export function ExtraCostHistoryList({ recipeId }: { recipeId: number }) {
  const history = useExtraCostHistory(recipeId);
  if (history.isPending)
    return <Loader size="sm" role="progressbar" aria-label="Cargando el historial" />;
  if (history.isError) {
    return (
      <Alert color="red" variant="light">
        No se ha podido cargar el historial.
      </Alert>
    );
  }
  if (history.data.results.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Todavía no hay cambios.
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} aria-label="Historial de costes extra" listStyleType="none" ml={0}>
      {history.data.results.map((entry) => (
        <List.Item key={entry.id}>
          <Text span size="sm">
            {describeHistoryEntry(entry)}
          </Text>
          <Text span size="xs" c="dimmed">
            {' '}
            · {formatDateTime(entry.created_at)} · {entry.username}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
