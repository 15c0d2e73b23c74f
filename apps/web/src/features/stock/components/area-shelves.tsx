import { useState } from 'react';
import { ActionIcon, Badge, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { StockPlace } from '@costeo/domain/contracts/stock';
import { useProductOptions } from '../../../api/ingredients/list-ingredient-instances.ts';
import { useSubrecipes } from '../../../api/recipes/list-recipes.ts';
import { useSetAreaItems, useStorageArea } from '../../../api/stock/storage-areas.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { ParLevelControl } from './par-level-control.tsx';
import { move } from '../lib/list-move.ts';

/** A shelf row: as the server gave it, or added or moved here and not saved yet. */
type ShelfItem = Pick<StockPlace, 'ingredient_instance' | 'recipe' | 'name'> & {
  saved?: StockPlace;
};

/** An area's shelves in order: add products and elaboraciones, reorder by drag or with buttons. */
export function AreaShelves({ areaId }: { areaId: number }) {
  const detail = useStorageArea(areaId);
  const save = useSetAreaItems(areaId);
  const products = useProductOptions();
  const subrecipes = useSubrecipes();
  const [local, setLocal] = useState<ShelfItem[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const items: ShelfItem[] =
    local ?? detail.data?.items.map((place) => ({ ...place, saved: place })) ?? [];

  const commit = (next: ShelfItem[]) => {
    setLocal(next);
    save.mutate(
      next.map((item) => ({ ingredient_instance: item.ingredient_instance, recipe: item.recipe })),
      { onSuccess: () => void detail.refetch().then(() => setLocal(null)) },
    );
  };
  const placed = new Set(
    items.map((item) => `${item.ingredient_instance ?? ''}|${item.recipe ?? ''}`),
  );
  const options = [
    {
      group: 'Productos',
      items: (products.data ?? [])
        .filter((product) => !placed.has(`${product.id}|`))
        .map((product) => ({ value: `i${product.id}`, label: product.name })),
    },
    {
      group: 'Elaboraciones',
      items: (subrecipes.data?.results ?? [])
        .filter((recipe) => !placed.has(`|${recipe.id}`))
        .map((recipe) => ({ value: `r${recipe.id}`, label: recipe.name })),
    },
  ];

  if (detail.isPending) return <Skeleton height={80} mt="xs" />;
  if (detail.isError) {
    return (
      <LoadErrorAlert
        title="No se han podido cargar los estantes"
        retrying={detail.isFetching}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return (
    <Stack gap="xs" mt="xs">
      <Select
        label="Añadir a esta zona"
        placeholder="Busca un producto o una elaboración"
        searchable
        data={options}
        value={null}
        onChange={(value) => {
          if (value === null) return;
          const id = Number(value.slice(1));
          const label =
            options.flatMap((group) => group.items).find((option) => option.value === value)
              ?.label ?? '';
          commit([
            ...items,
            value.startsWith('i')
              ? { ingredient_instance: id, recipe: null, name: label }
              : { ingredient_instance: null, recipe: id, name: label },
          ]);
        }}
      />
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Esta zona aún no tiene productos.
        </Text>
      ) : (
        <Stack
          gap={4}
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Estantes"
        >
          {items.map((item, index) => (
            <li
              key={`${item.ingredient_instance ?? ''}|${item.recipe ?? ''}`}
              draggable
              onDragStart={() => {
                setDragged(index);
              }}
              onDragOver={(event) => {
                event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null && dragged !== index) commit(move(items, dragged, index));
                setDragged(null);
              }}
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 8,
                padding: '4px 8px',
                opacity: dragged === index ? 0.5 : 1,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconGripVertical
                    size={16}
                    aria-hidden
                    style={{ cursor: 'grab', flexShrink: 0 }}
                  />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.name}
                  </Text>
                  {item.recipe !== null ? (
                    <Badge size="xs" variant="light" color="gray">
                      Elaboración
                    </Badge>
                  ) : null}
                </Group>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Subir ${item.name}`}
                    disabled={index === 0}
                    onClick={() => {
                      commit(move(items, index, index - 1));
                    }}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Bajar ${item.name}`}
                    disabled={index === items.length - 1}
                    onClick={() => {
                      commit(move(items, index, index + 1));
                    }}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Quitar ${item.name} de la zona`}
                    onClick={() => {
                      commit(items.filter((_, at) => at !== index));
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              {item.saved && local === null ? (
                <ParLevelControl areaId={areaId} place={item.saved} />
              ) : null}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
