import { Badge, Group } from '@mantine/core';
import type { ImportSummary } from '@costeo/domain/contracts/ingredient-import';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-ES')} ${n === 1 ? one : many}`;

/** The dry-run (or applied) counts, each with its colour. */
export function SummaryBadges({ summary, applied }: { summary: ImportSummary; applied: boolean }) {
  return (
    <Group gap="xs" aria-label="Resumen de la importación" role="group">
      <Badge color="blue" variant="light" size="lg">
        {plural(
          summary.updated,
          applied ? 'actualizado' : 'a actualizar',
          applied ? 'actualizados' : 'a actualizar',
        )}
      </Badge>
      <Badge color="teal" variant="light" size="lg">
        {plural(summary.created, 'nuevo', 'nuevos')}
      </Badge>
      <Badge color="gray" variant="light" size="lg">
        {plural(summary.unchanged, 'sin cambios', 'sin cambios')}
      </Badge>
      <Badge color="red" variant="light" size="lg">
        {plural(summary.errors, 'con error', 'con errores')}
      </Badge>
      {summary.over_quota > 0 ? (
        <Badge color="orange" variant="light" size="lg">
          {plural(summary.over_quota, 'fuera del límite del plan', 'fuera del límite del plan')}
        </Badge>
      ) : null}
      {summary.skipped > 0 ? (
        <Badge color="gray" variant="outline" size="lg">
          {plural(summary.skipped, 'sin importar', 'sin importar')}
        </Badge>
      ) : null}
    </Group>
  );
}
