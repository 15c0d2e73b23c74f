import { useMemo, useState, type ReactNode } from 'react';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCreateSupplier } from '../../../api/suppliers/create-supplier.ts';
import { useSuppliers } from '../../../api/suppliers/list-suppliers.ts';
import { readSaveError } from '../../../lib/form-errors.ts';
import {
  filterSuppliers,
  findSupplierByName,
  type SupplierChoice,
} from '../lib/supplier-choice.ts';

interface SupplierPickerProps {
  value: SupplierChoice;
  onChange: (choice: SupplierChoice) => void;
  error?: ReactNode;
}

const CREATE_OPTION = '__create__';
const NO_SUPPLIER = '__none__';
const CREATE_FAILED = 'No se ha podido crear el proveedor. Inténtalo de nuevo.';

/**
 * "Proveedor" of a product (issue 32): type to find one of your suppliers (by any of its names),
 * pick it with the keyboard or the mouse, or "Crear «X»" to add a new one there and then. A name
 * left typed without picking is one of yours when it matches (legal form and case aside);
 * otherwise it is saved as typed and the API makes the supplier.
 */
export function SupplierPicker({ value, onChange, error }: SupplierPickerProps) {
  const suppliers = useSuppliers();
  const create = useCreateSupplier();
  const [search, setSearch] = useState(value.name);
  const [createError, setCreateError] = useState<string | null>(null);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
    },
  });
  const all = useMemo(() => suppliers.data ?? [], [suppliers.data]);
  const term = search.trim();
  const shown = useMemo(() => filterSuppliers(all, term), [all, term]);
  const known = findSupplierByName(all, term);
  const canCreate = term !== '' && known === null && !suppliers.isPending;

  const choose = (choice: SupplierChoice) => {
    setSearch(choice.name);
    setCreateError(null);
    onChange(choice);
  };
  const createNamed = (name: string) => {
    create.mutate(
      { name },
      {
        onSuccess: (created) => {
          choose({ id: created.id, name: created.name });
        },
        onError: (failure) => {
          const { fields, form } = readSaveError(failure, CREATE_FAILED);
          setCreateError(fields.name ?? Object.values(fields)[0] ?? form ?? CREATE_FAILED);
        },
      },
    );
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(optionValue) => {
        combobox.closeDropdown();
        if (optionValue === CREATE_OPTION) createNamed(term);
        else if (optionValue === NO_SUPPLIER) choose({ id: null, name: '' });
        else {
          const supplier = all.find((candidate) => String(candidate.id) === optionValue);
          if (supplier) choose({ id: supplier.id, name: supplier.name });
        }
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label="Proveedor"
          placeholder="Busca o crea uno"
          role="combobox"
          aria-autocomplete="list"
          autoComplete="off"
          value={search}
          error={createError ?? error}
          rightSection={create.isPending ? <Loader size={14} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setCreateError(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => {
            combobox.openDropdown();
          }}
          onFocus={() => {
            combobox.openDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            if (create.isPending) return;
            // Left without picking: a name of one of yours is that supplier; empty is none;
            // anything else stays as typed (saved by name: the API links or makes it).
            if (term === '') {
              if (value.id !== null || value.name !== '') choose({ id: null, name: '' });
            } else if (known) {
              if (known.id !== value.id) choose({ id: known.id, name: known.name });
              else setSearch(known.name);
            } else if (term !== value.name || value.id !== null) {
              onChange({ id: null, name: term });
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label="Tus proveedores" mah={260} style={{ overflowY: 'auto' }}>
          {shown.map((supplier) => (
            <Combobox.Option
              value={String(supplier.id)}
              key={supplier.id}
              active={supplier.id === value.id}
            >
              <Text size="sm">{supplier.name}</Text>
            </Combobox.Option>
          ))}
          {suppliers.isPending ? <Combobox.Empty>Cargando proveedores…</Combobox.Empty> : null}
          {!suppliers.isPending && shown.length === 0 && term === '' ? (
            <Combobox.Empty>
              Aún no tienes proveedores: escribe el nombre para crearlo.
            </Combobox.Empty>
          ) : null}
          {canCreate ? (
            <Combobox.Option value={CREATE_OPTION}>
              <Group gap={6} wrap="nowrap">
                <IconPlus size={14} aria-hidden />
                <Text size="sm">Crear «{term}»</Text>
              </Group>
            </Combobox.Option>
          ) : null}
          {value.id !== null || value.name !== '' ? (
            <Combobox.Option value={NO_SUPPLIER}>
              <Text size="sm" c="dimmed">
                Sin proveedor
              </Text>
            </Combobox.Option>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
