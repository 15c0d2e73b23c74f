import { useState, type Ref } from 'react';
import { Flex, Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBasket, IconToolsKitchen2 } from '@tabler/icons-react';
import type { RecipeIngredientOption } from '@costeo/domain/contracts/ingredients';
import type { RecipeListItem } from '@costeo/domain/contracts/recipes';
import { kitchenLineUnit, unitsOfKind, UNITS, type UnitCode } from '@costeo/domain/units';
import { formatUnitPrice } from '../../../lib/format.ts';
import { useRecipeProductSearch } from '../../../api/ingredients/search-for-recipe.ts';

interface AddLineBarProps {
  subrecipes: RecipeListItem[];
  onAddProduct: (option: RecipeIngredientOption) => void;
  onAddSubrecipe: (item: RecipeListItem, unit: UnitCode) => void;
  stacked: boolean;
  /** The product search field: Enter in a line's quantity comes back here for the next line. */
  productInputRef?: Ref<HTMLInputElement>;
}

function optionLabel(option: RecipeIngredientOption): string {
  const extra = [option.supplier, option.brand].filter(Boolean).join(' · ');
  return extra ? `${option.name} (${extra})` : option.name;
}

/** Adds a line: a product through `search_for_recipe`, or an elaboración of the business. */
export function AddLineBar(props: AddLineBarProps) {
  const { subrecipes, onAddProduct, onAddSubrecipe, stacked, productInputRef } = props;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useRecipeProductSearch(debounced);
  const options = query.data ?? [];

  // Stacked (phone), no flex-basis: in a column it would be a 280 px height, blank under each field.
  return (
    <Flex gap="sm" direction={stacked ? 'column' : 'row'} align={stacked ? 'stretch' : 'flex-end'}>
      <Select
        ref={productInputRef}
        label="Añadir ingrediente"
        placeholder="Busca por nombre, proveedor o marca"
        leftSection={<IconBasket size={16} />}
        rightSection={query.isFetching ? <Loader size={14} /> : undefined}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        data={options.map((option) => ({
          value: String(option.id),
          label: optionLabel(option),
        }))}
        renderOption={({ option }) => {
          const product = options.find((item) => String(item.id) === option.value);
          return (
            <span>
              {option.label}
              {product ? (
                <span style={{ opacity: 0.65 }}>
                  {' '}
                  — {formatUnitPrice(product.usable_unit_cost)}/{product.base_unit} neto
                </span>
              ) : null}
            </span>
          );
        }}
        nothingFoundMessage={
          query.isFetching ? 'Buscando…' : 'Ningún ingrediente coincide. Créalo en Ingredientes.'
        }
        value={null}
        onChange={(value) => {
          const option = options.find((item) => String(item.id) === value);
          if (option) onAddProduct(option);
          setSearch('');
        }}
        style={stacked ? undefined : { flex: '2 1 280px' }}
      />
      <Select
        label="Añadir elaboración"
        placeholder={subrecipes.length > 0 ? 'Fondo, salsa, masa…' : 'Aún no tienes elaboraciones'}
        leftSection={<IconToolsKitchen2 size={16} />}
        disabled={subrecipes.length === 0}
        searchable
        data={subrecipes.map((item) => ({ value: String(item.id), label: item.name }))}
        value={null}
        onChange={(value) => {
          const item = subrecipes.find((candidate) => String(candidate.id) === value);
          if (!item) return;
          // At kitchen scale like a product's line: a bechamel made by the litre is used in ml.
          const unit = item.yield_unit ?? 'ud';
          onAddSubrecipe(item, kitchenLineUnit(unit, unitsOfKind(UNITS[unit].kind)));
        }}
        style={stacked ? undefined : { flex: '1 1 220px' }}
      />
    </Flex>
  );
}
