import { useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { IMPORT_MATCH_LABELS, type ImportResult } from '@costeo/domain/contracts/ingredient-import';
import { useDefinitionSuggestions } from '../../../api/catalog/search-definition-suggestions.ts';
import { useProductSearch } from '../../../api/ingredients/list-ingredient-instances.ts';

/** The client's choice for a row: one of the user's products, a catalog definition, or skip. */
export interface RowOverride {
  product?: { id: number; name: string };
  definition?: { id: number; name: string };
  skip?: boolean;
}

type Row = ImportResult['rows'][number];

interface MatchCellProps {
  row: Row;
  onChange: (override: RowOverride) => void;
}

const supplierOf = (supplier: string) => supplier || 'sin proveedor';

/** What the row becomes, and why: one of the user's products (updated) or a new one. */
// The text takes what the button leaves, so "Cambiar" is never cut off in a narrow column.
const TEXT_STYLE = { flex: 1, minWidth: 0 };

function CurrentMatch({ row }: { row: Row }) {
  if (row.product && row.action !== 'create') {
    return (
      <div style={TEXT_STYLE}>
        <Text size="sm">
          Tu producto: {row.product.name}
          <Text span size="xs" c="dimmed">
            {' · '}
            {supplierOf(row.product.supplier)}
          </Text>
        </Text>
        {row.match ? (
          <Text size="xs" c="dimmed">
            Coincide por: {IMPORT_MATCH_LABELS[row.match]}
          </Text>
        ) : null}
      </div>
    );
  }
  return (
    <div style={TEXT_STYLE}>
      <Text size="sm">
        {row.definition ? `Nuevo de ${row.definition.name}` : 'Sin ingrediente del catálogo'}
        {row.definition && row.definition_suggested ? (
          <Text span size="xs" c="dimmed">
            {' '}
            (sugerido)
          </Text>
        ) : null}
      </Text>
      {row.same_name_products > 1 ? (
        <Text size="xs" c="dimmed">
          Tienes {row.same_name_products} productos con este nombre: si es uno de ellos, elígelo.
        </Text>
      ) : null}
    </div>
  );
}

/**
 * The row's match, changeable: one search over the user's products (the row updates it) and the
 * catalog (the row becomes a new product of that ingredient). "No importar" is beside it.
 */
export function MatchCell({ row, onChange }: MatchCellProps) {
  const [editing, setEditing] = useState(false);
  const [search, setSearch] = useState(row.name);
  const products = useProductSearch(search, editing);
  const catalog = useDefinitionSuggestions(editing ? search : '');
  if (!editing) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <CurrentMatch row={row} />
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setEditing(true);
          }}
          aria-label={`Cambiar la coincidencia de la fila ${row.row}`}
        >
          {row.product || row.definition ? 'Cambiar' : 'Elegir'}
        </Button>
      </Group>
    );
  }
  const data = [
    {
      group: 'Tus productos (se actualiza el precio)',
      items: (products.data ?? []).map((product) => ({
        value: `p:${product.id}`,
        label: `${product.name} · ${supplierOf(product.supplier)}`,
      })),
    },
    {
      group: 'Catálogo (producto nuevo)',
      items: (catalog.data ?? []).map((entry) => ({
        value: `d:${entry.id}`,
        label: `${entry.name} · ${entry.category_name}`,
      })),
    },
  ].filter((group) => group.items.length > 0);
  return (
    <Select
      size="xs"
      searchable
      autoFocus
      onFocus={(event) => {
        // The row's name is there to show its neighbours; typing replaces it.
        event.currentTarget.select();
      }}
      aria-label={`Producto o ingrediente del catálogo de la fila ${row.row}`}
      placeholder="Busca tus productos o el catálogo"
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      filter={({ options }) => options}
      nothingFoundMessage={search.trim() ? 'Nada con ese nombre' : 'Escribe para buscar'}
      onChange={(value) => {
        const id = Number(value?.slice(2));
        const product = products.data?.find((candidate) => candidate.id === id);
        const entry = catalog.data?.find((candidate) => candidate.id === id);
        if (value?.startsWith('p:') && product) {
          onChange({ product: { id, name: product.name } });
        } else if (value?.startsWith('d:') && entry) {
          onChange({ definition: { id, name: entry.name } });
        }
        setEditing(false);
      }}
      onBlur={() => {
        setEditing(false);
      }}
      miw={240}
    />
  );
}
