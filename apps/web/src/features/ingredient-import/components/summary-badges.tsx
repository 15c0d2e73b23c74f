import { Badge, Group } from '@mantine/core';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import type { ImportSummary } from '@costeo/domain/contracts/ingredient-import';
import { formatCount } from '../../../lib/format.ts';

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** The dry-run (or applied) counts, each with its colour. */
export function SummaryBadges({ summary, applied }: { summary: ImportSummary; applied: boolean }) {
  return (
    <Group gap="xs" aria-label="Resumen de la importación" role="group">
      <Badge color="blue" c={BADGE_TEXT.blue ?? 'blue.9'} variant="light" size="lg">
        {plural(
          summary.updated,
          applied ? 'actualizado' : 'a actualizar',
          applied ? 'actualizados' : 'a actualizar',
        )}
      </Badge>
      <Badge color="teal" c={BADGE_TEXT.teal ?? 'teal.9'} variant="light" size="lg">
        {plural(summary.created, 'nuevo', 'nuevos')}
      </Badge>
      <Badge color="gray" c={BADGE_TEXT.gray ?? 'gray.9'} variant="light" size="lg">
        {plural(summary.unchanged, 'sin cambios', 'sin cambios')}
      </Badge>
      <Badge color="red" c={BADGE_TEXT.red ?? 'red.9'} variant="light" size="lg">
        {plural(summary.errors, 'con error', 'con errores')}
      </Badge>
      {summary.over_quota > 0 ? (
        <Badge color="orange" c={BADGE_TEXT.orange ?? 'orange.9'} variant="light" size="lg">
          {plural(summary.over_quota, 'fuera del límite del plan', 'fuera del límite del plan')}
        </Badge>
      ) : null}
      {summary.skipped > 0 ? (
        <Badge color="gray" c={BADGE_TEXT.gray ?? 'gray.9'} variant="outline" size="lg">
          {plural(summary.skipped, 'sin importar', 'sin importar')}
        </Badge>
      ) : null}
    </Group>
  );
}
