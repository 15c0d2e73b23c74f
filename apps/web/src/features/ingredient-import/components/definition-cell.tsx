import { useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { useCatalogSearch } from '../api/search-catalog.ts';

interface DefinitionCellProps {
  row: number;
  definition: { id: number; name: string } | null;
  suggested: boolean;
  onChange: (definition: { id: number; name: string }) => void;
}

/** The catalog ingredient a new product will be: suggested by the search, changeable. */
export function DefinitionCell({ row, definition, suggested, onChange }: DefinitionCellProps) {
  const [editing, setEditing] = useState(false);
  const [search, setSearch] = useState(definition?.name ?? '');
  const catalog = useCatalogSearch(editing ? search : '');
  if (!editing) {
    return (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">
          {definition ? definition.name : 'Sin ingrediente del catálogo'}
          {definition && suggested ? (
            <Text span size="xs" c="dimmed">
              {' '}
              (sugerido)
            </Text>
          ) : null}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setEditing(true);
          }}
          aria-label={`Cambiar el ingrediente del catálogo de la fila ${row}`}
        >
          {definition ? 'Cambiar' : 'Elegir'}
        </Button>
      </Group>
    );
  }
  const options = (catalog.data ?? []).map((entry) => ({
    value: String(entry.id),
    label: `${entry.name} · ${entry.category_name}`,
  }));
  return (
    <Select
      size="xs"
      searchable
      autoFocus
      onFocus={(event) => {
        // The current name is there to show its neighbours; typing replaces it.
        event.currentTarget.select();
      }}
      aria-label={`Ingrediente del catálogo de la fila ${row}`}
      placeholder="Busca en el catálogo"
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      filter={({ options: all }) => all}
      nothingFoundMessage={search.trim() ? 'Nada en el catálogo' : 'Escribe para buscar'}
      onChange={(value) => {
        const entry = catalog.data?.find((candidate) => String(candidate.id) === value);
        if (entry) onChange({ id: entry.id, name: entry.name });
        setEditing(false);
      }}
      onBlur={() => {
        setEditing(false);
      }}
      miw={220}
    />
  );
}
