import { useState } from 'react';
import { Button, Select } from '@mantine/core';
import type { InvoicePreviewLine } from '@costeo/domain/contracts/supplier-invoices';
import { useDefinitionSuggestions } from '../../../api/catalog/search-definition-suggestions.ts';
import { useProductSearch } from '../../../api/ingredients/list-ingredient-instances.ts';
import type { LineChoice } from '../lib/line-choice.ts';

interface LineMatchPickerProps {
  line: InvoicePreviewLine;
  onChoose: (choice: LineChoice) => void;
}

const SKIP = 'skip';
const CREATE = 'create';
const OWN = 'own';

/**
 * Changes a line's match: one of the chef's products (its price is updated), a new product from
 * the catalog (or the suggested one, or, for a line nothing matches, on an ingredient of the
 * chef's own made from the line), or "No importar". Starts with the line's candidates and
 * searches as the chef types.
 */
export function LineMatchPicker({ line, onChoose }: LineMatchPickerProps) {
  const [editing, setEditing] = useState(false);
  const [search, setSearch] = useState('');
  const products = useProductSearch(search, editing && search.trim() !== '');
  const catalog = useDefinitionSuggestions(editing ? search : '');
  if (!editing) {
    return (
      <Button
        variant="light"
        size="compact-sm"
        onClick={() => {
          setEditing(true);
        }}
        aria-label={
          line.match.ingredient_instance === null
            ? `Elegir producto para la línea ${line.line}`
            : `Cambiar el producto de la línea ${line.line}`
        }
      >
        {line.match.ingredient_instance === null ? 'Elegir producto' : 'Cambiar'}
      </Button>
    );
  }
  const typed = search.trim() !== '';
  const productItems = typed
    ? (products.data ?? []).map((product) => ({ id: product.id, name: product.name }))
    : line.candidates.filter((candidate) => candidate.kind === 'product');
  const definitionItems = typed
    ? (catalog.data ?? []).map((entry) => ({ id: entry.id, name: entry.name }))
    : line.candidates.filter((candidate) => candidate.kind === 'definition');
  const names = new Map<string, string>();
  const group = (prefix: string, items: { id: number; name: string }[]) =>
    items.map((item) => {
      names.set(`${prefix}:${item.id}`, item.name);
      return { value: `${prefix}:${item.id}`, label: item.name };
    });
  const data = [
    { group: 'Tus productos (se actualiza el precio)', items: group('p', productItems) },
    { group: 'Catálogo (producto nuevo)', items: group('d', definitionItems) },
    {
      group: 'Otras opciones',
      items: [
        { value: CREATE, label: 'Crear producto nuevo (ingrediente sugerido)' },
        // Packaging, cleaning: what the catalog of food does not have (issue 32).
        ...(line.match.ingredient_instance === null
          ? [{ value: OWN, label: 'Crear como ingrediente propio' }]
          : []),
        { value: SKIP, label: 'No importar esta línea' },
      ],
    },
  ].filter((entry) => entry.items.length > 0);
  return (
    <Select
      size="xs"
      searchable
      autoFocus
      defaultDropdownOpened
      aria-label={`Producto para la línea ${line.line}`}
      placeholder="Busca tus productos o el catálogo"
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      filter={({ options }) => options}
      nothingFoundMessage="Nada con ese nombre"
      onChange={(value) => {
        setEditing(false);
        setSearch('');
        if (value === SKIP) onChoose({ kind: 'skip' });
        else if (value === CREATE) onChoose({ kind: 'create', definition: null });
        else if (value === OWN) onChoose({ kind: 'own' });
        else if (value) {
          const id = Number(value.slice(2));
          const name = names.get(value) ?? '';
          onChoose(
            value.startsWith('p:')
              ? { kind: 'product', id, name }
              : { kind: 'create', definition: { id, name } },
          );
        }
      }}
      onBlur={() => {
        setEditing(false);
        setSearch('');
      }}
      miw={240}
      comboboxProps={{ zIndex: 400 }}
    />
  );
}
