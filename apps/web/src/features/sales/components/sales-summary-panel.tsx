import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SalesSummary } from '@costeo/domain/contracts/sales';
import { QueryStates } from '../../../components/query-states.tsx';
import type { LinkableItem } from './link-item-modal.tsx';
import { SalesDishes } from './sales-dishes-table.tsx';
import { SalesFigures } from './sales-figures.tsx';
import { UnlinkedItems } from './unlinked-items.tsx';

/** "Resumen": the period's figures, the dishes sold, and the unlinked items biggest first. */
export function SalesSummaryPanel({
  query,
  onLink,
}: {
  query: UseQueryResult<SalesSummary>;
  onLink: (item: LinkableItem) => void;
}) {
  return (
    <QueryStates
      query={query}
      loading={
        <Stack gap="sm" role="progressbar" aria-busy="true" aria-label="Cargando las ventas">
          <Skeleton height={88} radius="md" />
          <Skeleton height={160} radius="md" />
        </Stack>
      }
      errorTitle="No se han podido cargar tus ventas"
      empty={{
        when: (summary) => summary.linked_pct === null,
        render: () => (
          <Paper withBorder radius="md" p="lg">
            <Text fw={600}>Aún no hay ventas en este periodo.</Text>
            <Text size="sm" c="dimmed">
              Elige otro periodo o importa el informe de ventas de tu TPV de estos días.
            </Text>
          </Paper>
        ),
      }}
    >
      {(summary) => (
        <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <SalesFigures summary={summary} />
          <UnlinkedItems items={summary.unlinked} onLink={onLink} />
          <Stack gap="xs">
            <Title order={2} size="h4">
              Lo que se ha vendido
            </Title>
            {summary.dishes.length === 0 ? (
              <Text size="sm" c="dimmed">
                Vincula los artículos del TPV a tus platos para ver aquí su mix, su coste y su
                contribución.
              </Text>
            ) : (
              <SalesDishes dishes={summary.dishes} />
            )}
          </Stack>
        </Stack>
      )}
    </QueryStates>
  );
}
