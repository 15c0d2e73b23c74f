import { useState } from 'react';
import { Anchor, Button, Flex, Loader, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { useSuppliers } from '../../../api/suppliers/list-suppliers.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatCount } from '../../../lib/format.ts';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { useCreateParam } from '../../../lib/use-create-param.ts';
import { DeleteSupplierModal } from '../components/delete-supplier-modal.tsx';
import { SupplierCards } from '../components/supplier-cards.tsx';
import { SupplierFormModal, type SupplierFormTarget } from '../components/supplier-form-modal.tsx';
import {
  FirstSupplierEmptyState,
  NoMatchingSuppliers,
} from '../components/suppliers-empty-state.tsx';
import { SuppliersTable } from '../components/suppliers-table.tsx';

/** Search waits for a pause in typing (as Ingredientes). */
const SEARCH_DEBOUNCE_MS = 250;

function countLabel(count: number): string {
  return count === 1 ? '1 proveedor' : `${formatCount(count)} proveedores`;
}

/**
 * /ingredients/suppliers, "Proveedores" (issue 32): the businesses the cook buys from, with their
 * tax id, products, delivery days and order cut-off; create, edit and delete them here.
 */
export function SuppliersPage() {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useSuppliers(debouncedSearch);
  const [formTarget, setFormTarget] = useState<SupplierFormTarget | null>(null);
  const [deleteFor, setDeleteFor] = useState<Supplier | null>(null);

  const openCreate = () => {
    setFormTarget({ mode: 'create' });
  };
  useCreateParam(openCreate);
  const actions = {
    onEdit: (supplier: Supplier) => {
      setFormTarget({ mode: 'edit', supplier });
    },
    onDelete: setDeleteFor,
  };
  const isNewUser = query.data !== undefined && query.data.length === 0 && debouncedSearch === '';

  return (
    <>
      <Anchor component={Link} to="/ingredients" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Ingredientes
      </Anchor>
      <PageHeader
        title={PAGE_TITLES.suppliers}
        description="A quién compras: sus datos, los días que reparte y la hora límite de pedido."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
            Nuevo proveedor
          </Button>
        }
      />
      <Stack gap="sm">
        {isNewUser ? null : (
          <Flex gap="sm" direction={isSmallScreen ? 'column' : 'row'}>
            <TextInput
              aria-label="Buscar proveedores"
              placeholder="Buscar por nombre o NIF/CIF"
              leftSection={<IconSearch size={16} />}
              rightSection={query.isFetching && !query.isPending ? <Loader size={14} /> : null}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
              }}
              style={{ flex: isSmallScreen ? undefined : '0 1 420px' }}
            />
          </Flex>
        )}
        <QueryStates
          query={query}
          loading={
            <Stack gap="sm" aria-busy="true" role="progressbar" aria-label="Cargando proveedores">
              <Skeleton height={48} />
              <Skeleton height={48} />
              <Skeleton height={48} />
            </Stack>
          }
          errorTitle="No se han podido cargar tus proveedores"
          empty={{
            when: () => isNewUser,
            render: () => <FirstSupplierEmptyState onAdd={openCreate} />,
          }}
          noMatches={{
            when: (suppliers) => suppliers.length === 0,
            render: () => (
              <NoMatchingSuppliers
                onClear={() => {
                  setSearch('');
                }}
              />
            ),
          }}
        >
          {(suppliers) => (
            <Stack
              gap="sm"
              style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
            >
              {isSmallScreen ? (
                <SupplierCards suppliers={suppliers} {...actions} />
              ) : (
                <SuppliersTable suppliers={suppliers} {...actions} />
              )}
              <Text size="sm" c="dimmed" aria-live="polite">
                {countLabel(suppliers.length)}
              </Text>
            </Stack>
          )}
        </QueryStates>
      </Stack>
      <SupplierFormModal
        target={formTarget}
        onClose={() => {
          setFormTarget(null);
        }}
      />
      <DeleteSupplierModal
        supplier={deleteFor}
        onClose={() => {
          setDeleteFor(null);
        }}
      />
    </>
  );
}
