import { Alert, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ImportResult } from '@costeo/domain/contracts/ingredient-import';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { SummaryBadges } from './summary-badges.tsx';
import { formatCount } from '../../../lib/format.ts';

const MAX_LISTED = 8;

/** Step 4: what the import wrote, and the rows it left out with their reasons. */
export function ResultStep({ result }: { result: ImportResult }) {
  const leftOut = result.rows.filter(
    (row) => row.action === 'error' || row.action === 'over_quota',
  );
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        icon={
          <ThemeIcon color="teal" variant="transparent" size="sm">
            <IconCircleCheck />
          </ThemeIcon>
        }
        title={
          <Text fw={700} c={BADGE_TEXT.teal}>
            Importación aplicada
          </Text>
        }
      >
        Los precios nuevos ya están en tus ingredientes, con su historial, y tus recetas se han
        recalculado.
      </Alert>
      <SummaryBadges summary={result.summary} applied />
      {leftOut.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={
            <Text fw={700} c={BADGE_TEXT.orange}>
              {formatCount(leftOut.length)}{' '}
              {leftOut.length === 1 ? 'fila no se ha importado' : 'filas no se han importado'}
            </Text>
          }
        >
          <List size="sm" spacing={2}>
            {leftOut.slice(0, MAX_LISTED).map((row) => (
              <List.Item key={row.row}>
                Fila {row.row}
                {row.name ? ` (${row.name})` : ''}: {row.messages.join(' ')}
              </List.Item>
            ))}
          </List>
          {leftOut.length > MAX_LISTED ? (
            <Text size="sm" mt="xs">
              Y {formatCount(leftOut.length - MAX_LISTED)} más. Corrige el archivo y vuelve a
              importarlo: lo ya importado quedará sin cambios.
            </Text>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
