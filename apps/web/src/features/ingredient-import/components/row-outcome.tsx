import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  IMPORT_NO_DEFINITION,
  IMPORT_PRODUCT_TAKEN,
  type ImportAction,
  type ImportResult,
} from '@costeo/domain/contracts/ingredient-import';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { MatchCell, type RowOverride } from './match-cell.tsx';

const ACTION_LABEL: Record<ImportAction, { label: string; color: string }> = {
  update: { label: 'Actualiza', color: 'blue' },
  create: { label: 'Nuevo', color: 'teal' },
  unchanged: { label: 'Sin cambios', color: 'gray' },
  error: { label: 'Error', color: 'red' },
  over_quota: { label: 'Límite del plan', color: 'orange' },
  skipped: { label: 'No se importa', color: 'gray' },
};

type Row = ImportResult['rows'][number];

/** Rows whose only problem a different match can solve. */
function canRematch(row: Row): boolean {
  if (row.action === 'error') {
    return row.messages.every(
      (message) => message === IMPORT_NO_DEFINITION || message.includes(IMPORT_PRODUCT_TAKEN),
    );
  }
  return row.action !== 'skipped';
}

/** A row's outcome: what it does, its reasons, its match (changeable) and "No importar". */
export function RowOutcome({
  row,
  onOverride,
}: {
  row: Row;
  onOverride: (row: number, override: RowOverride | null) => void;
}) {
  const action = ACTION_LABEL[row.action];
  const canSkip = row.action === 'create' || row.action === 'update';
  return (
    <Stack gap={4}>
      <Group gap={6}>
        <Badge
          color={action.color}
          c={BADGE_TEXT[action.color] ?? `${action.color}.9`}
          variant="light"
        >
          {action.label}
        </Badge>
        {row.action === 'skipped' ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              onOverride(row.row, null);
            }}
            aria-label={`Importar la fila ${row.row}`}
          >
            Importar
          </Button>
        ) : null}
        {canSkip ? (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            onClick={() => {
              onOverride(row.row, { skip: true });
            }}
            aria-label={`No importar la fila ${row.row}`}
          >
            No importar
          </Button>
        ) : null}
      </Group>
      {row.messages.map((message) => (
        <Text key={message} size="xs" c={row.action === 'over_quota' ? BADGE_TEXT.orange : 'red.8'}>
          {message}
        </Text>
      ))}
      {canRematch(row) ? (
        <MatchCell
          row={row}
          onChange={(override) => {
            onOverride(row.row, override);
          }}
        />
      ) : null}
    </Stack>
  );
}
