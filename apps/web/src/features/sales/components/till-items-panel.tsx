import { useState } from 'react';
import { Group, Pagination, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { TillItem, TillItemsQuery } from '@costeo/domain/contracts/sales';
import { TILL_ITEMS_PAGE_SIZE, useTillItems } from '../../../api/sales/list-till-items.ts';
import { NoMatchesEmptyState } from '../../../components/empty-states.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatCount } from '../../../lib/format.ts';
import { TillItemsCards, TillItemsTable } from './till-items-list.tsx';

const LINK_FILTERS: { value: TillItemsQuery['link']; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'none', label: 'Sin vincular' },
  { value: 'linked', label: 'Vinculados' },
  { value: 'recipe', label: 'A un plato' },
  { value: 'menu', label: 'A un menú' },
  { value: 'product', label: 'A un producto' },
  { value: 'not_food', label: 'No es comida' },
];

const CONTROL_LABELS = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;

interface TillItemsPanelProps {
  dateFrom: string;
  dateTo: string;
  onLink: (item: TillItem) => void;
  /** Shown when the till has no items yet (nothing imported). */
  empty: React.ReactNode;
}

/** "Artículos del TPV": each item of the till with its link, filtered and searched. */
export function TillItemsPanel({ dateFrom, dateTo, onLink, empty }: TillItemsPanelProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const [link, setLink] = useState<TillItemsQuery['link']>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const items = useTillItems({
    link,
    search: debounced,
    date_from: dateFrom,
    date_to: dateTo,
    page,
  });
  const filtered = link !== 'all' || debounced !== '';
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Buscar artículo"
          placeholder="Nombre o código"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          label="Vínculo"
          data={LINK_FILTERS}
          value={link}
          allowDeselect={false}
          onChange={(value) => {
            if (value) setLink(value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <QueryStates
        query={items}
        loading={
          <Stack gap="sm" role="progressbar" aria-busy="true" aria-label="Cargando los artículos">
            <Skeleton height={44} />
            <Skeleton height={44} />
            <Skeleton height={44} />
          </Stack>
        }
        errorTitle="No se han podido cargar los artículos del TPV"
        empty={{ when: (data) => data.count === 0 && !filtered, render: () => empty }}
        noMatches={{
          when: (data) => data.count === 0,
          render: () => (
            <NoMatchesEmptyState
              title="Ningún artículo coincide"
              description="Prueba con otro nombre o quita el filtro de vínculo."
              onClear={() => {
                setSearch('');
                setLink('all');
                setPage(1);
              }}
            />
          ),
        }}
      >
        {(data) => (
          <Stack gap="sm" style={{ opacity: items.isPlaceholderData ? 0.6 : 1 }}>
            {isSmallScreen ? (
              <TillItemsCards items={data.results} onLink={onLink} />
            ) : (
              <TillItemsTable items={data.results} onLink={onLink} />
            )}
            <Text size="sm" c="dimmed">
              {data.count === 1 ? '1 artículo' : `${formatCount(data.count)} artículos`}
            </Text>
            {data.count > TILL_ITEMS_PAGE_SIZE ? (
              <Pagination
                total={Math.ceil(data.count / TILL_ITEMS_PAGE_SIZE)}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
              />
            ) : null}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
