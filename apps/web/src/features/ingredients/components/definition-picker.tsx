import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { normalizeSearch } from '@costeo/domain/text';
import { useDefinitionSuggestions } from '../../../api/catalog/search-definition-suggestions.ts';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-ingredient-list-state.ts';
import classes from './definition-picker.module.css';

export interface PickedDefinition {
  id: number;
  name: string;
  categoryName: string;
}

interface DefinitionPickerProps {
  value: PickedDefinition | null;
  onPick: (definition: PickedDefinition) => void;
  /** "Crear «X» como ingrediente propio" with the text typed. */
  onCreateCustom: (name: string) => void;
  error?: ReactNode;
  /** Focused when the drawer opens (a new product starts here). */
  autoFocus?: boolean;
}

const CREATE_OPTION = '__create__';

/**
 * "Ingrediente del catálogo": type to search the catalog (debounced, accent-insensitive on the
 * server), pick with the keyboard or the mouse; or create one of your own.
 */
export function DefinitionPicker({
  value,
  onPick,
  onCreateCustom,
  error,
  autoFocus = false,
}: DefinitionPickerProps) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
    },
  });
  // Searched while the list is open, when the cook types or comes back to the field: not for the
  // name a pick (or the product being edited) puts in the field with the list closed.
  const suggestions = useDefinitionSuggestions(combobox.dropdownOpened ? debounced : '');
  const term = search.trim();
  const options = useMemo(
    () => (term === '' ? [] : (suggestions.data ?? [])),
    [term, suggestions.data],
  );
  const settled = debounced.trim() === term && !suggestions.isFetching;
  const exactMatch = options.some(
    (option) => normalizeSearch(option.name) === normalizeSearch(term),
  );
  const canCreate = term !== '' && settled && !exactMatch;

  // New results: the first one is ready for Enter.
  const { selectFirstOption } = combobox;
  useEffect(() => {
    if (options.length > 0) selectFirstOption();
  }, [options, selectFirstOption]);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(optionValue) => {
        combobox.closeDropdown();
        if (optionValue === CREATE_OPTION) {
          onCreateCustom(term);
          return;
        }
        const option = options.find((candidate) => String(candidate.id) === optionValue);
        if (!option) return;
        setSearch(option.name);
        onPick({ id: option.id, name: option.name, categoryName: option.category_name });
      }}
    >
      <Combobox.Target>
        <TextInput
          label="Ingrediente del catálogo"
          placeholder="Busca: cebolla, aceite, huevo…"
          required
          autoComplete="off"
          data-autofocus={autoFocus || undefined}
          leftSection={<IconSearch size={16} />}
          rightSection={suggestions.isFetching ? <Loader size={14} /> : null}
          value={search}
          error={error}
          description={
            value ? value.categoryName : 'Escribe para buscar entre los ingredientes del catálogo.'
          }
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          // Nothing to list before the cook types; an open (empty) list would also swallow the
          // first Escape, which should close the drawer.
          onClick={() => {
            if (term !== '') combobox.openDropdown();
          }}
          onFocus={() => {
            if (term !== '') combobox.openDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            // Leaving without picking keeps the ingredient already chosen.
            if (value) setSearch(value.name);
          }}
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={term === ''}>
        <Combobox.Options aria-label="Ingredientes del catálogo">
          {options.map((option) => (
            <Combobox.Option value={String(option.id)} key={option.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{option.name}</Text>
                <Group gap={4} wrap="nowrap">
                  {option.is_custom ? (
                    <Badge size="xs" variant="light" color="grape">
                      Propio
                    </Badge>
                  ) : null}
                  <Text size="xs" ta="right" className={classes.optionCategory}>
                    {option.category_name}
                  </Text>
                </Group>
              </Group>
            </Combobox.Option>
          ))}
          {settled && options.length === 0 && term !== '' ? (
            <Combobox.Empty>No está en el catálogo.</Combobox.Empty>
          ) : null}
          {canCreate ? (
            <Combobox.Option value={CREATE_OPTION}>
              <Group gap={6} wrap="nowrap">
                <IconPlus size={14} />
                <Text size="sm">Crear «{term}» como ingrediente propio</Text>
              </Group>
            </Combobox.Option>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
