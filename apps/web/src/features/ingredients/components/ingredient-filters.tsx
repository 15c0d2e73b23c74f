import {
  Badge,
  Button,
  Collapse,
  Group,
  Input,
  SegmentedControl,
  Select,
  Stack,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useIngredientCategories } from '../../../api/catalog/get-ingredient-categories.ts';
import { useBrands } from '../../../api/ingredients/get-brands.ts';
import { useSuppliers } from '../../../api/suppliers/list-suppliers.ts';
import type { ActiveFilter, IngredientFilters } from '../hooks/use-ingredient-list-state.ts';

interface IngredientFiltersProps {
  filters: IngredientFilters;
  onChange: <K extends keyof IngredientFilters>(key: K, value: IngredientFilters[K]) => void;
  activeCount: number;
  /** Phones: the filters fold into a "Filtros" button. */
  collapsible: boolean;
}

const ACTIVE_OPTIONS: { value: ActiveFilter; label: string }[] = [
  { value: 'active', label: 'Activos' },
  { value: 'inactive', label: 'Inactivos' },
  { value: 'all', label: 'Todos' },
];

interface FilterFieldsProps extends Pick<IngredientFiltersProps, 'filters' | 'onChange'> {
  /** Desktop: one compact row without visible labels (the placeholders name each filter). */
  compact: boolean;
}

function FilterFields({ filters, onChange, compact }: FilterFieldsProps) {
  const categories = useIngredientCategories();
  const suppliers = useSuppliers();
  const brands = useBrands();
  const common = { clearable: true, searchable: true, w: compact ? 190 : undefined } as const;
  return (
    <>
      <Select
        {...common}
        label={compact ? undefined : 'Categoría'}
        aria-label={compact ? 'Categoría' : undefined}
        placeholder={compact ? 'Categoría: todas' : 'Todas'}
        data={(categories.data ?? []).map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        value={filters.category}
        onChange={(value) => {
          onChange('category', value);
        }}
        nothingFoundMessage="Sin resultados"
      />
      <Select
        {...common}
        label={compact ? undefined : 'Proveedor'}
        aria-label={compact ? 'Proveedor' : undefined}
        placeholder={compact ? 'Proveedor: todos' : 'Todos'}
        data={(suppliers.data ?? []).map((supplier) => ({
          value: String(supplier.id),
          label: supplier.name,
        }))}
        value={filters.supplier}
        onChange={(value) => {
          onChange('supplier', value);
        }}
        nothingFoundMessage="Sin proveedores"
      />
      <Select
        {...common}
        label={compact ? undefined : 'Marca'}
        aria-label={compact ? 'Marca' : undefined}
        placeholder={compact ? 'Marca: todas' : 'Todas'}
        data={brands.data ?? []}
        value={filters.brand}
        onChange={(value) => {
          onChange('brand', value);
        }}
        nothingFoundMessage="Sin marcas"
      />
      <Stack gap={4}>
        {compact ? null : <Input.Label id="ingredient-active-filter-label">Estado</Input.Label>}
        <SegmentedControl<ActiveFilter>
          aria-label={compact ? 'Estado' : undefined}
          aria-labelledby={compact ? undefined : 'ingredient-active-filter-label'}
          data={ACTIVE_OPTIONS}
          value={filters.active}
          onChange={(value) => {
            onChange('active', value);
          }}
        />
      </Stack>
    </>
  );
}

/** Category, supplier, brand and active/inactive filters of the list. */
export function IngredientFiltersBar({
  filters,
  onChange,
  activeCount,
  collapsible,
}: IngredientFiltersProps) {
  const [opened, { toggle }] = useDisclosure(false);
  if (!collapsible) {
    return (
      <Group gap="sm" role="group" aria-label="Filtros" wrap="wrap">
        <FilterFields filters={filters} onChange={onChange} compact />
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          rightSection={
            activeCount > 0 ? (
              <Badge size="sm" circle>
                {activeCount}
              </Badge>
            ) : null
          }
          onClick={toggle}
          aria-expanded={opened}
          aria-controls="ingredient-filters"
        >
          Filtros
        </Button>
      </Group>
      <Collapse expanded={opened}>
        <Stack gap="sm" id="ingredient-filters" role="group" aria-label="Filtros">
          <FilterFields filters={filters} onChange={onChange} compact={false} />
        </Stack>
      </Collapse>
    </Stack>
  );
}
