import { useState, type ReactNode } from 'react';
import {
  Button,
  Flex,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { MENU_KINDS, MENU_KIND_LABELS } from '@costeo/domain/contracts/menus';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatCount } from '../../../lib/format.ts';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { useCreateParam } from '../../../lib/use-create-param.ts';
import { useMenus } from '../../../api/menus/list-menus.ts';
import { CreateMenuModal } from '../components/create-menu-modal.tsx';
import { MenuCards } from '../components/menu-cards.tsx';
import { MenuListSkeleton } from '../components/menu-list-skeleton.tsx';
import { FirstMenuEmptyState, NoMenuMatchesEmptyState } from '../components/menus-empty-state.tsx';
import { MenusTable } from '../components/menus-table.tsx';
import { PAGE_SIZE, useMenuListState, type KindFilter } from '../hooks/use-menu-list-state.ts';

interface MenusPageProps {
  /** Above the title: the "Recetas | Menús" switch, composed in app/. */
  tabs?: ReactNode;
  /** Beside «Nuevo menú»: «Necesidades de eventos», composed in app/ (it needs the plan). */
  headerActions?: ReactNode;
}

const KINDS: { value: KindFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  ...MENU_KINDS.map((kind) => ({ value: kind, label: MENU_KIND_LABELS[kind] })),
];

function isKindFilter(value: string | null): value is KindFilter {
  return KINDS.some((kind) => kind.value === value);
}

function countLabel(count: number): string {
  return count === 1 ? '1 menú' : `${formatCount(count)} menús`;
}

const CONTROL_LABELS = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;

/** /menus: cartas, menús del día and events, with their cost per cover and food cost. */
export function MenusPage({ tabs, headerActions }: MenusPageProps) {
  const list = useMenuListState();
  const query = useMenus(list.params);
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const [creating, setCreating] = useState(false);
  const openCreate = () => {
    setCreating(true);
  };
  // The Dashboard may link here with ?nuevo=1.
  useCreateParam(openCreate);
  const data = query.data;
  const isNewUser = data !== undefined && data.count === 0 && !list.isFiltered;
  const totalPages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;

  return (
    <>
      {tabs}
      <PageHeader
        title={PAGE_TITLES.menus}
        description="Cartas, menús del día y eventos: coste por cubierto y food cost, el esperado y el del peor caso."
        actions={
          <Group gap="xs" wrap="wrap">
            {headerActions}
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
              Nuevo menú
            </Button>
          </Group>
        }
      />
      {isNewUser ? null : (
        <Flex
          gap="sm"
          mb="md"
          direction={isSmallScreen ? 'column' : 'row'}
          align={isSmallScreen ? 'stretch' : 'center'}
        >
          {isSmallScreen ? (
            <Select
              label="Tipo"
              data={KINDS}
              value={list.kind}
              onChange={(value) => {
                if (isKindFilter(value)) list.setKind(value);
              }}
              allowDeselect={false}
            />
          ) : (
            <SegmentedControl
              aria-label="Tipo"
              data={KINDS}
              value={list.kind}
              onChange={(value) => {
                if (isKindFilter(value)) list.setKind(value);
              }}
            />
          )}
          <TextInput
            aria-label="Buscar menús"
            placeholder="Buscar por nombre o cliente"
            leftSection={<IconSearch size={16} />}
            rightSection={query.isFetching && !query.isPending ? <Loader size={14} /> : null}
            value={list.search}
            onChange={(event) => {
              list.setSearch(event.currentTarget.value);
            }}
            style={{ flex: isSmallScreen ? undefined : '1 1 240px' }}
          />
        </Flex>
      )}
      <QueryStates
        query={query}
        loading={<MenuListSkeleton />}
        errorTitle="No se han podido cargar tus menús"
        empty={{ when: () => isNewUser, render: () => <FirstMenuEmptyState onAdd={openCreate} /> }}
        noMatches={{
          when: (page) => page.count === 0,
          render: () => <NoMenuMatchesEmptyState onClear={list.clearFilters} />,
        }}
      >
        {(page) => (
          <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            {isSmallScreen ? (
              <MenuCards menus={page.results} />
            ) : (
              <MenusTable menus={page.results} sort={list.sort} onSort={list.toggleSort} />
            )}
          </div>
        )}
      </QueryStates>
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
      <CreateMenuModal
        opened={creating}
        onClose={() => {
          setCreating(false);
        }}
      />
    </>
  );
}
