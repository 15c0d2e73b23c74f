import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { StorageArea } from '@costeo/domain/contracts/stock';
import {
  useCreateStorageArea,
  useDeleteStorageArea,
  useRenameStorageArea,
  useReorderStorageAreas,
  useStorageAreas,
} from '../../../api/stock/storage-areas.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { formatCount } from '../../../lib/format.ts';
import { move } from '../lib/list-move.ts';
import { AreaShelves } from './area-shelves.tsx';

/** «Zonas»: the storage areas in the order the cook walks them, each with its shelves. */
export function AreasPanel() {
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
