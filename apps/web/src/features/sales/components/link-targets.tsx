import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TillItem } from '@costeo/domain/contracts/sales';
import { useRecipeProductSearch } from '../../../api/ingredients/search-for-recipe.ts';
import { useMenus } from '../../../api/menus/list-menus.ts';
import { useMenuDishSearch } from '../../../api/menus/search-menu-dishes.ts';

type Suggestion = TillItem['suggestions'][number];

interface PickerProps {
  value: number | null;
  onChange: (value: number | null) => void;
  error: string | null;
}

/** What the search box holds: while it reads the chosen option's label it searches nothing. */
function useSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  return { search, setSearch, debounced };
}

/**
 * The dishes (recipes that are not elaboraciones), searchable; the item's closest dishes first,
 * as the invoices' fuzzy search proposes them.
 */
export function DishSelect({
  value,
  onChange,
  error,
  suggestions,
}: PickerProps & { suggestions: Suggestion[] }) {
  const { setSearch, debounced } = useSearch();
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const query = debounced === chosenLabel ? '' : debounced;
  const dishes = useMenuDishSearch(query);
  const suggested = new Set(suggestions.map((suggestion) => suggestion.recipe));
  const others = (dishes.data ?? [])
    .filter((dish) => !suggested.has(dish.id))
    .map((dish) => ({ value: String(dish.id), label: dish.name }));
  const data = [
    ...(suggestions.length > 0
      ? [
          {
            group: 'Sugeridos',
            items: suggestions.map((suggestion) => ({
              value: String(suggestion.recipe),
              label: suggestion.name,
            })),
          },
        ]
      : []),
    { group: 'Platos', items: others },
  ];
  return (
    <Select
      label="Plato"
      placeholder="Busca un plato"
      searchable
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next, option) => {
        setChosenLabel(option?.label ?? null);
        onChange(next === null ? null : Number(next));
      }}
      onSearchChange={setSearch}
      nothingFoundMessage={dishes.isFetching ? 'Buscando…' : 'Ningún plato coincide'}
      error={error}
    />
  );
}

/** The menus (a menú del día sold as one item), searchable. */
export function MenuSelect({ value, onChange, error }: PickerProps) {
  const { setSearch, debounced } = useSearch();
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const search = debounced === chosenLabel ? '' : debounced;
  const menus = useMenus({ page: 1, page_size: 50, search: search || undefined });
  const data = (menus.data?.results ?? []).map((menu) => ({
    value: String(menu.id),
    label: menu.name,
  }));
  return (
    <Select
      label="Menú"
      placeholder="Busca un menú"
      searchable
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next, option) => {
        setChosenLabel(option?.label ?? null);
        onChange(next === null ? null : Number(next));
      }}
      onSearchChange={setSearch}
      nothingFoundMessage={menus.isFetching ? 'Buscando…' : 'Ningún menú coincide'}
      error={error}
    />
  );
}

export interface ProductLink {
  id: number | null;
  /** As typed, "1" or "0,33". */
  quantity: string;
  unit: string | null;
}

/** A product sold as it is (a bottled drink): which one, and how much of it one unit sold uses. */
export function ProductFields({
  value,
  onChange,
  errors,
}: {
  value: ProductLink;
  onChange: (value: ProductLink) => void;
  errors: { product: string | null; quantity: string | null; unit: string | null };
}) {
  const { setSearch, debounced } = useSearch();
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const products = useRecipeProductSearch(debounced === chosenLabel ? '' : debounced);
  const options = products.data ?? [];
  const chosen = options.find((product) => product.id === value.id);
  return (
    <>
      <Select
        label="Producto"
        placeholder="Busca un producto"
        searchable
        data={options.map((product) => ({ value: String(product.id), label: product.name }))}
        value={value.id === null ? null : String(value.id)}
        onChange={(next, option) => {
          setChosenLabel(option?.label ?? null);
          const product = options.find((candidate) => String(candidate.id) === next);
          onChange({
            ...value,
            id: next === null ? null : Number(next),
            unit: product?.purchase_unit ?? null,
          });
        }}
        onSearchChange={setSearch}
        nothingFoundMessage={products.isFetching ? 'Buscando…' : 'Ningún producto coincide'}
        error={errors.product}
      />
      <Group grow gap="sm" align="flex-start">
        <TextInput
          label="Cantidad por unidad vendida"
          inputMode="decimal"
          value={value.quantity}
          error={errors.quantity}
          onChange={(event) => {
            onChange({ ...value, quantity: event.currentTarget.value });
          }}
        />
        <Select
          label="Unidad"
          data={chosen?.available_units ?? (value.unit ? [value.unit] : [])}
          value={value.unit}
          allowDeselect={false}
          disabled={value.id === null}
          error={errors.unit}
          onChange={(unit) => {
            onChange({ ...value, unit });
          }}
        />
      </Group>
    </>
  );
}
