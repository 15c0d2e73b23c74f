import { useState } from 'react';
import {
  Button,
  Flex,
  Group,
  Loader,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ExtraCostDefinition } from '@costeo/domain/contracts/extra-costs';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { useExtraCostDefinitions } from '../../../api/extra-costs/list-extra-cost-definitions.ts';
import { useUpdateExtraCostDefinition } from '../../../api/extra-costs/update-extra-cost-definition.ts';
import { DefinitionCards } from '../components/definition-cards.tsx';
import {
  DefinitionFormModal,
  type DefinitionFormTarget,
} from '../components/definition-form-modal.tsx';
import { DefinitionsTable } from '../components/definitions-table.tsx';
import { DeleteDefinitionModal } from '../components/delete-definition-modal.tsx';
import {
  FirstExtraCostEmptyState,
  NoMatchingExtraCosts,
} from '../components/extra-costs-empty-state.tsx';
import { ExtraCostTypesGuide } from '../components/extra-cost-types-guide.tsx';
import { formatCount } from '../../../lib/format.ts';

function countLabel(count: number): string {
  return count === 1 ? '1 coste extra' : `${formatCount(count)} costes extra`;
}

/** /extra-costs: Costos Extra, the definitions the cook attaches to recipes. */
export function ExtraCostsPage() {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const [search, setSearch] = useState('');
  const [onlyActive, setOnlyActive] = useState(false);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const query = useExtraCostDefinitions({
    page_size: 100,
    ordering: 'name',
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(onlyActive ? { is_active: 'true' as const } : {}),
  });
  const [formTarget, setFormTarget] = useState<DefinitionFormTarget | null>(null);
  const [deleteFor, setDeleteFor] = useState<ExtraCostDefinition | null>(null);
  const toggle = useUpdateExtraCostDefinition();

  const openCreate = () => {
    setFormTarget({ mode: 'create' });
  };
  const actions = {
    onEdit: (definition: ExtraCostDefinition) => {
      setFormTarget({ mode: 'edit', definition });
    },
    onDelete: setDeleteFor,
    onToggleActive: (definition: ExtraCostDefinition) => {
      const active = !definition.is_active;
      toggle.mutate(
        { id: definition.id, changes: { is_active: active } },
        {
          onSuccess: () => {
            notifications.show({
              color: 'teal',
              title: active ? 'Coste extra activado' : 'Coste extra desactivado',
              message: active
                ? `«${definition.name}» se puede volver a añadir a recetas.`
                : `«${definition.name}» sigue en las recetas que lo usan, pero no se ofrece en las nuevas.`,
            });
          },
          onError: (error) => {
            notifications.show({
              color: 'red',
              title: 'No se ha podido cambiar',
              message: getErrorDetail(error) ?? 'Inténtalo de nuevo.',
            });
          },
        },
      );
    },
  };

  const isFiltered = debouncedSearch !== '' || onlyActive;
  const data = query.data;
  const isNewUser = data !== undefined && data.count === 0 && !isFiltered;

  const content = (
    <QueryStates
      query={query}
      loading={
        <Stack gap="sm" aria-busy="true" role="progressbar" aria-label="Cargando costes extra">
          <Skeleton height={48} />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      }
      errorTitle="No se han podido cargar tus costes extra"
      empty={{
        when: () => isNewUser,
        render: () => <FirstExtraCostEmptyState onAdd={openCreate} />,
      }}
      noMatches={{
        when: (page) => page.count === 0,
        render: () => (
          <NoMatchingExtraCosts
            onClear={() => {
              setSearch('');
              setOnlyActive(false);
            }}
          />
        ),
      }}
    >
      {(page) => (
        <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {isSmallScreen ? (
            <DefinitionCards definitions={page.results} {...actions} />
          ) : (
            <DefinitionsTable definitions={page.results} {...actions} />
          )}
        </div>
      )}
    </QueryStates>
  );
  return (
    <>
      <PageHeader
        title={PAGE_TITLES.extraCosts}
        description="Envases, energía, mano de obra: lo que cuesta un plato además de sus ingredientes."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
            Nuevo coste extra
          </Button>
        }
      />
      <Stack gap="lg">
        <ExtraCostTypesGuide />
        <Stack gap="sm">
          {isNewUser ? null : (
            <Flex
              gap="sm"
              direction={isSmallScreen ? 'column' : 'row'}
              align={isSmallScreen ? 'stretch' : 'center'}
            >
              <TextInput
                aria-label="Buscar costes extra"
                placeholder="Buscar por nombre"
                leftSection={<IconSearch size={16} />}
                rightSection={query.isFetching && !query.isPending ? <Loader size={14} /> : null}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                }}
                style={{ flex: isSmallScreen ? undefined : '1 1 240px' }}
              />
              <Switch
                label="Solo activos"
                checked={onlyActive}
                onChange={(event) => {
                  setOnlyActive(event.currentTarget.checked);
                }}
              />
            </Flex>
          )}
          {content}
          {data && data.count > 0 ? (
            <Group>
              <Text size="sm" c="dimmed" aria-live="polite">
                {countLabel(data.count)}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Stack>

      <DefinitionFormModal
        target={formTarget}
        onClose={() => {
          setFormTarget(null);
        }}
      />
      <DeleteDefinitionModal
        definition={deleteFor}
        onClose={() => {
          setDeleteFor(null);
        }}
      />
    </>
  );
}
