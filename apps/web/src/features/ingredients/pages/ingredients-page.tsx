import { useState, type ReactNode } from 'react';
import { Flex, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { useCreateParam } from '../../../lib/use-create-param.ts';
import { useIngredientInstances } from '../../../api/ingredients/list-ingredient-instances.ts';
import { DeleteIngredientModal } from '../components/delete-ingredient-modal.tsx';
import { IngredientCards } from '../components/ingredient-cards.tsx';
import { IngredientFiltersBar } from '../components/ingredient-filters.tsx';
import { IngredientFormDrawer, type FormTarget } from '../components/ingredient-form-drawer.tsx';
import { IngredientListSkeleton } from '../components/ingredient-list-skeleton.tsx';
import {
  FirstIngredientEmptyState,
  NoIngredientMatchesEmptyState,
} from '../components/ingredients-empty-state.tsx';
import { IngredientsTable } from '../components/ingredients-table.tsx';
import { PriceHistoryModal } from '../components/price-history-modal.tsx';
import { PAGE_SIZE, useIngredientListState } from '../hooks/use-ingredient-list-state.ts';
import type { IngredientsPlanAccess } from '../lib/plan-access.ts';
import { formatCount } from '../../../lib/format.ts';

interface IngredientsPageProps {
  /** The header's create button; the app passes the quota-guarded one. */
  renderCreateAction?: (openCreate: () => void) => ReactNode;
  /** Shown above the content, e.g. a plan limit notice. */
  notice?: ReactNode;
  /** More header actions beside the create button (import, export), composed in app/. */
  headerActions?: ReactNode;
  plan: IngredientsPlanAccess;
}

function countLabel(count: number): string {
  return count === 1 ? '1 ingrediente' : `${formatCount(count)} ingredientes`;
}

/** /ingredients: the products the business buys, with their price per kg, l or ud. */
export function IngredientsPage({
  renderCreateAction,
  notice,
  plan,
  headerActions,
}: IngredientsPageProps) {
  const list = useIngredientListState();
  const query = useIngredientInstances(list.params);
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [historyFor, setHistoryFor] = useState<IngredientInstance | null>(null);
  const [deleteFor, setDeleteFor] = useState<IngredientInstance | null>(null);

  const openCreate = () => {
    setFormTarget({ mode: 'create' });
  };
  // The Dashboard's quick actions link here with ?nuevo=1.
  useCreateParam(() => plan.guardCreate(openCreate));
  const rowActions = {
    onEdit: (instance: IngredientInstance) => {
      setFormTarget({ mode: 'edit', instance });
    },
    onPriceHistory: setHistoryFor,
    onDelete: setDeleteFor,
  };

  const data = query.data;
  const isNewUser = data !== undefined && data.count === 0 && !list.isFiltered;
  const totalPages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;

  const content = (
    <QueryStates
      query={query}
      loading={<IngredientListSkeleton />}
      errorTitle="No se han podido cargar tus ingredientes"
      empty={{
        when: () => isNewUser,
        render: () => <FirstIngredientEmptyState onAdd={() => plan.guardCreate(openCreate)} />,
      }}
      noMatches={{
        when: (page) => page.count === 0,
        render: () => <NoIngredientMatchesEmptyState onClear={list.clearFilters} />,
      }}
    >
      {(page) => (
        <Stack
          gap="md"
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          {isSmallScreen ? (
            <IngredientCards instances={page.results} {...rowActions} />
          ) : (
            <IngredientsTable
              instances={page.results}
              sort={list.sort}
              onSort={list.toggleSort}
              {...rowActions}
            />
          )}
        </Stack>
      )}
    </QueryStates>
  );
  return (
    <>
      <PageHeader
        title={PAGE_TITLES.ingredients}
        description="Los productos que compras, con su proveedor, precio y merma."
        actions={
          <Group gap="sm">
            {headerActions}
            {renderCreateAction?.(openCreate)}
          </Group>
        }
      />
      {notice}
      {isNewUser ? null : (
        <Flex
          gap="sm"
          mb="md"
          direction={isSmallScreen ? 'column' : 'row'}
          align={isSmallScreen ? 'stretch' : 'center'}
          wrap="wrap"
        >
          <TextInput
            aria-label="Buscar ingredientes"
            placeholder="Buscar por nombre, proveedor o marca"
            leftSection={<IconSearch size={16} />}
            rightSection={query.isFetching && !query.isPending ? <Loader size={14} /> : null}
            value={list.search}
            onChange={(event) => {
              list.setSearch(event.currentTarget.value);
            }}
            style={{ flex: isSmallScreen ? undefined : '1 1 240px' }}
          />
          <IngredientFiltersBar
            filters={list.filters}
            onChange={list.setFilter}
            activeCount={list.activeFilterCount}
            collapsible={isSmallScreen}
          />
        </Flex>
      )}
      {content}
      {data && data.count > 0 ? (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {countLabel(data.count)}
          </Text>
          {totalPages > 1 ? (
            <Pagination
              total={totalPages}
              value={list.page}
              onChange={list.setPage}
              size="sm"
              getControlProps={(control) => ({
                'aria-label': CONTROL_LABELS[control],
              })}
            />
          ) : null}
        </Group>
      ) : null}

      <IngredientFormDrawer
        target={formTarget}
        onClose={() => {
          setFormTarget(null);
        }}
        plan={plan}
        onOpenPriceHistory={setHistoryFor}
        covered={historyFor !== null}
      />
      <PriceHistoryModal
        instance={historyFor}
        onClose={() => {
          setHistoryFor(null);
        }}
        plan={plan}
      />
      <DeleteIngredientModal
        instance={deleteFor}
        onClose={() => {
          setDeleteFor(null);
        }}
        onDeleted={plan.onUsageChanged}
      />
    </>
  );
}

const CONTROL_LABELS = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;
