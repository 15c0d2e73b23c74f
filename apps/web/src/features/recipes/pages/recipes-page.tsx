import { useState, type ReactNode } from 'react';
import {
  Flex,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatCount } from '../../../lib/format.ts';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { useCreateParam } from '../../../lib/use-create-param.ts';
import { useRecipes, type RecipeListView } from '../../../api/recipes/list-recipes.ts';
import { CreateRecipeModal } from '../components/create-recipe-modal.tsx';
import { RecipeCards } from '../components/recipe-cards.tsx';
import { RecipeListSkeleton } from '../components/recipe-list-skeleton.tsx';
import {
  FirstRecipeEmptyState,
  NoRecipeMatchesEmptyState,
} from '../components/recipes-empty-state.tsx';
import { RecipesTable } from '../components/recipes-table.tsx';
import { PAGE_SIZE, useRecipeListState } from '../hooks/use-recipe-list-state.ts';
import type { RecipesPlanAccess } from '../lib/plan-access.ts';
import { COMMON_CATEGORIES } from '../lib/recipe-display.ts';

interface RecipesPageProps {
  /** The header's create button; the app passes the quota-guarded one. */
  renderCreateAction?: (openCreate: () => void) => ReactNode;
  /** More header actions beside the create button (export), composed in app/. */
  headerActions?: ReactNode;
  /** Above the title: the "Recetas | Menús" switch, composed in app/. */
  tabs?: ReactNode;
  plan: RecipesPlanAccess;
}

const VIEWS: { value: RecipeListView; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'profitable', label: 'Rentables' },
  { value: 'low_margin', label: 'Margen bajo' },
  { value: 'subrecipes', label: 'Elaboraciones' },
];

function countLabel(count: number): string {
  return count === 1 ? '1 receta' : `${formatCount(count)} recetas`;
}

const CONTROL_LABELS = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;

/** /recipes: the escandallos, with cost per serving, margin and food cost against the target. */
export function RecipesPage({ renderCreateAction, headerActions, tabs, plan }: RecipesPageProps) {
  const list = useRecipeListState();
  const query = useRecipes(list.params);
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const [creating, setCreating] = useState(false);
  const [seenCategories, setSeenCategories] = useState<string[]>([]);

  const openCreate = () => {
    setCreating(true);
  };
  // The Dashboard's quick actions link here with ?nuevo=1.
  useCreateParam(() => plan.guardCreate(openCreate));
  const data = query.data;
  // The category filter offers the usual ones and every category seen on a page.
  const pageCategories = (data?.results ?? []).map((recipe) => recipe.category).filter(Boolean);
  if (pageCategories.some((category) => !seenCategories.includes(category))) {
    setSeenCategories([...new Set([...seenCategories, ...pageCategories])]);
  }
  const categories = [...new Set([...COMMON_CATEGORIES, ...seenCategories])].sort((a, b) =>
    a.localeCompare(b, 'es'),
  );
  const isNewUser = data !== undefined && data.count === 0 && !list.isFiltered;
  const totalPages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;

  const content = (
    <QueryStates
      query={query}
      loading={<RecipeListSkeleton />}
      errorTitle="No se han podido cargar tus recetas"
      empty={{
        when: () => isNewUser,
        render: () => <FirstRecipeEmptyState onAdd={() => plan.guardCreate(openCreate)} />,
      }}
      noMatches={{
        when: (page) => page.count === 0,
        render: () => <NoRecipeMatchesEmptyState onClear={list.clearFilters} />,
      }}
    >
      {(page) => (
        <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {isSmallScreen ? (
            <RecipeCards recipes={page.results} />
          ) : (
            <RecipesTable recipes={page.results} sort={list.sort} onSort={list.toggleSort} />
          )}
        </div>
      )}
    </QueryStates>
  );
  return (
    <>
      {tabs}
      <PageHeader
        title={PAGE_TITLES.recipes}
        description="Tus escandallos: coste por ración, margen y food cost frente a tu objetivo."
        actions={
          <Group gap="sm">
            {headerActions}
            {renderCreateAction?.(openCreate)}
          </Group>
        }
      />
      {isNewUser ? null : (
        <Stack gap="sm" mb="md">
          {isSmallScreen ? (
            // Four segments do not fit a phone's width: the same choice as a list.
            <Select
              label="Mostrar"
              data={VIEWS}
              value={list.view}
              onChange={(value) => {
                if (value) list.setView(value);
              }}
              allowDeselect={false}
            />
          ) : (
            <SegmentedControl
              aria-label="Mostrar"
              data={VIEWS}
              value={list.view}
              onChange={(value) => {
                list.setView(value);
              }}
              style={{ alignSelf: 'flex-start' }}
            />
          )}
          <Flex
            gap="sm"
            direction={isSmallScreen ? 'column' : 'row'}
            align={isSmallScreen ? 'stretch' : 'center'}
          >
            <TextInput
              aria-label="Buscar recetas"
              placeholder="Buscar por nombre"
              leftSection={<IconSearch size={16} />}
              rightSection={query.isFetching && !query.isPending ? <Loader size={14} /> : null}
              value={list.search}
              onChange={(event) => {
                list.setSearch(event.currentTarget.value);
              }}
              style={{ flex: isSmallScreen ? undefined : '1 1 240px' }}
            />
            <Select
              aria-label="Categoría"
              placeholder="Todas las categorías"
              data={categories}
              value={list.category}
              onChange={list.setCategory}
              clearable
              searchable
              w={isSmallScreen ? undefined : 240}
            />
          </Flex>
        </Stack>
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
              getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
            />
          ) : null}
        </Group>
      ) : null}
      <CreateRecipeModal
        opened={creating}
        onClose={() => {
          setCreating(false);
        }}
        onRefusal={plan.handleCreateRefusal}
        onCreated={plan.onUsageChanged}
      />
    </>
  );
}
