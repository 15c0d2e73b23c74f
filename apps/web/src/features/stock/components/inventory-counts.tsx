import { useState } from 'react';
import {
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { StorageArea } from '@costeo/domain/contracts/stock';
import { useProductOptions } from '../../../api/ingredients/list-ingredient-instances.ts';
import { useCreateStockCount, useStockCounts } from '../../../api/stock/stock-counts.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { formatCount, formatDate, formatEuro } from '../../../lib/format.ts';
import { countSheetPath } from '../lib/inventory-paths.ts';

/** Today on the cook's clock, YYYY-MM-DD: a new count's default day. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** «Recuentos»: the counts, newest first, and a new one by area. */
export function CountsPanel({ areas }: { areas: StorageArea[] }) {
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
