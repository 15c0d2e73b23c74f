import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { MenuDish } from '@costeo/domain/contracts/menus';
import { formatEuro } from '../../../lib/format.ts';
import { useMenuDishSearch } from '../../../api/menus/search-menu-dishes.ts';

interface DishPickerProps {
  /** The section's name: the field is "Añadir plato a {section}". */
  sectionName: string;
  onAdd: (dish: MenuDish) => void;
}

function costLabel(dish: MenuDish): string {
  if (dish.cost_per_serving === null) return 'sin coste';
  const cost = `${formatEuro(dish.cost_per_serving)} por ración`;
  return dish.cost_complete ? cost : `${cost} (incompleto)`;
}

/** "Añadir plato": the cook's dishes (not elaboraciones) by name, through `menus/dishes/`. */
export function DishPicker({ sectionName, onAdd }: DishPickerProps) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // Asked for when the list opens or the cook types: a menu of ten sections sends no ten calls.
  const query = useMenuDishSearch(debounced, opened || debounced !== '');
  const dishes = query.data ?? [];
  return (
    <Select
      label="Añadir plato"
      aria-label={`Añadir plato a ${sectionName}`}
      placeholder="Busca un plato por su nombre"
      leftSection={<IconPlus size={16} aria-hidden />}
      rightSection={query.isFetching ? <Loader size={14} /> : undefined}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => {
        setOpened(true);
      }}
      filter={({ options }) => options}
      data={dishes.map((dish) => ({ value: String(dish.id), label: dish.name }))}
      renderOption={({ option }) => {
        const dish = dishes.find((item) => String(item.id) === option.value);
        return (
          <span>
            {option.label}
            {dish ? <span style={{ opacity: 0.7 }}> — {costLabel(dish)}</span> : null}
          </span>
        );
      }}
      nothingFoundMessage={
        query.isFetching ? 'Buscando…' : 'Ningún plato coincide. Créalo en Recetas.'
      }
      value={null}
      onChange={(value) => {
        const dish = dishes.find((item) => String(item.id) === value);
        if (dish) onAdd(dish);
        setSearch('');
      }}
    />
  );
}
