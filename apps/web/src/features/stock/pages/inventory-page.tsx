import { useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowUp,
  IconGripVertical,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { StockPlace, StorageArea } from '@costeo/domain/contracts/stock';
import { useProductOptions } from '../../../api/ingredients/list-ingredient-instances.ts';
import { useSubrecipes } from '../../../api/recipes/list-recipes.ts';
import {
  useCreateStorageArea,
  useDeleteStorageArea,
  useRenameStorageArea,
  useReorderStorageAreas,
  useSetAreaItems,
  useStorageArea,
  useStorageAreas,
} from '../../../api/stock/storage-areas.ts';
import { useCreateStockCount, useStockCounts } from '../../../api/stock/stock-counts.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { getErrorDetail, getFeatureNotAvailable } from '../../../lib/api-errors.ts';
import { formatCount, formatDate, formatEuro } from '../../../lib/format.ts';
import { ParLevelControl } from '../components/par-level-control.tsx';
import { StockLocked } from '../components/stock-locked.tsx';
import { INVENTORY_CLOSE_PATH, countSheetPath } from '../lib/inventory-paths.ts';

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** /ingredients/inventory, "Inventario" (issue 34): the storage areas and the counts. */
export function InventoryPage({
  locked = false,
  onUpgrade,
  actions,
}: {
  locked?: boolean;
  onUpgrade: (message: string) => void;
  /** More header actions, composed in app/ (Mermas, issue 35). */
  actions?: ReactNode;
}) {
  const areas = useStorageAreas();
  const isLocked = locked || getFeatureNotAvailable(areas.error) !== null;
  return (
    <>
      <Anchor component={Link} to="/ingredients" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Ingredientes
      </Anchor>
      <PageHeader
        title="Inventario"
        description="Tus zonas en el orden en que las recorres, y los recuentos de stock: desde el móvil, incluso sin conexión."
        actions={
          <Group gap="xs">
            {actions}
            <Button component={Link} to={INVENTORY_CLOSE_PATH} variant="light">
              Cierre
            </Button>
          </Group>
        }
      />
      {isLocked ? (
        <StockLocked onUpgrade={onUpgrade} />
      ) : (
        <Tabs defaultValue="counts" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="counts">Recuentos</Tabs.Tab>
            <Tabs.Tab value="areas">Zonas</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="counts">
            <CountsPanel areas={areas.data ?? []} />
          </Tabs.Panel>
          <Tabs.Panel value="areas">
            <AreasPanel />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}

// ---------- counts ----------

function CountsPanel({ areas }: { areas: StorageArea[] }) {
  const counts = useStockCounts(1);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const areaName = new Map(areas.map((area) => [area.id, area.name]));
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            setCreating(true);
          }}
        >
          Nuevo recuento
        </Button>
      </Group>
      {counts.isPending ? (
        <Stack gap="sm" role="progressbar" aria-busy="true" aria-label="Cargando los recuentos">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : counts.isError ? (
        <LoadErrorAlert
          title="No se han podido cargar tus recuentos"
          retrying={counts.isFetching}
          onRetry={() => void counts.refetch()}
        />
      ) : counts.data.count === 0 ? (
        <Card withBorder padding="lg">
          <Text fw={600}>Aún no has hecho ningún recuento</Text>
          <Text size="sm" c="dimmed">
            Crea tus zonas (cámara, congelador, almacén seco…), coloca en ellas tus productos y
            empieza un recuento al cerrar el día.
          </Text>
        </Card>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {counts.data.results.map((count) => (
            <li key={count.id}>
              <Card withBorder padding="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <Anchor component={Link} to={countSheetPath(count.id)} fw={600}>
                      Recuento del {formatDate(count.date)}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {count.kind === 'full' ? 'Completo' : 'Parcial'} ·{' '}
                      {count.areas.length === 0
                        ? 'Todas las zonas'
                        : count.areas.map((id) => areaName.get(id) ?? '').join(', ')}{' '}
                      · {formatCount(count.entries_count)}{' '}
                      {count.entries_count === 1 ? 'entrada' : 'entradas'}
                    </Text>
                  </div>
                  <Text fw={600}>{formatEuro(count.value)}</Text>
                </Group>
              </Card>
            </li>
          ))}
        </Stack>
      )}
      <NewCountModal
        opened={creating}
        areas={areas}
        onClose={() => {
          setCreating(false);
        }}
        onCreated={(id) => {
          setCreating(false);
          void navigate(countSheetPath(id));
        }}
      />
    </Stack>
  );
}

function NewCountModal({
  opened,
  areas,
  onClose,
  onCreated,
}: {
  opened: boolean;
  areas: StorageArea[];
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const [date, setDate] = useState(today);
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [chosenAreas, setChosenAreas] = useState<string[]>([]);
  const [products, setProducts] = useState<string[]>([]);
  const productOptions = useProductOptions();
  const create = useCreateStockCount();
  const detail = create.error
    ? (getErrorDetail(create.error) ?? 'No se ha podido crear el recuento.')
    : null;
  return (
    <Modal opened={opened} onClose={onClose} title="Nuevo recuento">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            {
              date,
              kind,
              areas: chosenAreas.map(Number),
              ingredient_instances: kind === 'partial' ? products.map(Number) : [],
            },
            { onSuccess: (count) => onCreated(count.id) },
          );
        }}
      >
        <Stack gap="sm">
          <TextInput
            type="date"
            label="Fecha"
            description="Se toma al final de ese día."
            value={date}
            onChange={(event) => {
              setDate(event.currentTarget.value);
            }}
            required
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="count-kind-label">
              Tipo de recuento
            </Text>
            <SegmentedControl
              aria-labelledby="count-kind-label"
              fullWidth
              value={kind}
              onChange={(value) => {
                setKind(value === 'partial' ? 'partial' : 'full');
              }}
              data={[
                { value: 'full', label: 'Completo' },
                { value: 'partial', label: 'Parcial' },
              ]}
            />
          </div>
          <MultiSelect
            label="Zonas"
            placeholder={chosenAreas.length === 0 ? 'Todas las zonas' : undefined}
            data={areas.map((area) => ({ value: String(area.id), label: area.name }))}
            value={chosenAreas}
            onChange={setChosenAreas}
            clearable
          />
          {kind === 'partial' ? (
            <MultiSelect
              label="Productos que contar"
              searchable
              data={(productOptions.data ?? []).map((product) => ({
                value: String(product.id),
                label: product.name,
              }))}
              value={products}
              onChange={setProducts}
            />
          ) : null}
          {detail !== null ? (
            <Text c="red.8" size="sm" role="alert">
              {detail}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Empezar recuento
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

// ---------- areas ----------

function AreasPanel() {
  const areas = useStorageAreas();
  const create = useCreateStorageArea();
  const reorder = useReorderStorageAreas();
  const [name, setName] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const createError = create.error
    ? (getErrorDetail(create.error) ?? 'No se ha podido crear la zona.')
    : null;
  return (
    <Stack gap="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') return;
          create.mutate(
            { name: name.trim() },
            {
              onSuccess: () => {
                setName('');
              },
            },
          );
        }}
      >
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label="Nueva zona"
            placeholder="Cámara, Congelador, Almacén seco…"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
            }}
            error={createError}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={16} />}>
            Añadir
          </Button>
        </Group>
      </form>
      {areas.isPending ? (
        <Stack gap="sm" role="progressbar" aria-busy="true" aria-label="Cargando las zonas">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : areas.isError ? (
        <LoadErrorAlert
          title="No se han podido cargar tus zonas"
          retrying={areas.isFetching}
          onRetry={() => void areas.refetch()}
        />
      ) : areas.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          Aún no tienes zonas. Crea la primera: por ejemplo, «Cámara».
        </Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {areas.data.map((area, index) => (
            <li key={area.id}>
              <AreaCard
                area={area}
                index={index}
                total={areas.data.length}
                opened={open === area.id}
                onToggle={() => {
                  setOpen(open === area.id ? null : area.id);
                }}
                onMove={(to) => {
                  reorder.mutate(move(areas.data, index, to));
                }}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function AreaCard({
  area,
  index,
  total,
  opened,
  onToggle,
  onMove,
}: {
  area: StorageArea;
  index: number;
  total: number;
  opened: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
}) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const rename = useRenameStorageArea();
  const remove = useDeleteStorageArea();
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {renaming !== null ? (
          <form
            style={{ flex: 1, minWidth: 0 }}
            onSubmit={(event) => {
              event.preventDefault();
              rename.mutate(
                { id: area.id, name: renaming },
                {
                  onSuccess: () => {
                    setRenaming(null);
                  },
                },
              );
            }}
          >
            <Group gap="xs" wrap="nowrap">
              <TextInput
                aria-label={`Nuevo nombre de ${area.name}`}
                value={renaming}
                onChange={(event) => {
                  setRenaming(event.currentTarget.value);
                }}
                style={{ flex: 1, minWidth: 0 }}
                autoFocus
              />
              <Button type="submit" size="sm" loading={rename.isPending}>
                Guardar
              </Button>
            </Group>
          </form>
        ) : (
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {area.name}
            </Title>
            <Text size="xs" c="dimmed">
              {area.items_count === 1 ? '1 producto' : `${formatCount(area.items_count)} productos`}
            </Text>
          </div>
        )}
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Subir ${area.name}`}
            disabled={index === 0}
            onClick={() => {
              onMove(index - 1);
            }}
          >
            <IconArrowUp size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Bajar ${area.name}`}
            disabled={index === total - 1}
            onClick={() => {
              onMove(index + 1);
            }}
          >
            <IconArrowDown size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Renombrar ${area.name}`}
            onClick={() => {
              setRenaming(area.name);
            }}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Eliminar ${area.name}`}
            onClick={() => {
              setDeleting(true);
            }}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <Button variant="subtle" size="xs" mt="xs" onClick={onToggle} aria-expanded={opened}>
        {opened ? 'Cerrar estantes' : 'Ver estantes'}
      </Button>
      {opened ? <AreaShelves areaId={area.id} /> : null}
      <Modal
        opened={deleting}
        onClose={() => {
          setDeleting(false);
        }}
        title={`¿Eliminar «${area.name}»?`}
      >
        <Text size="sm">
          Sus productos dejarán de tener sitio en el inventario. Los recuentos hechos no cambian.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button
            variant="default"
            onClick={() => {
              setDeleting(false);
            }}
          >
            Cancelar
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => {
              remove.mutate(area.id, {
                onSuccess: () => {
                  setDeleting(false);
                },
              });
            }}
          >
            Eliminar
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

/** A shelf row: as the server gave it, or added or moved here and not saved yet. */
type ShelfItem = Pick<StockPlace, 'ingredient_instance' | 'recipe' | 'name'> & {
  saved?: StockPlace;
};

/** An area's shelves in order: add products and elaboraciones, reorder by drag or with buttons. */
function AreaShelves({ areaId }: { areaId: number }) {
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
