import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { WasteQuick } from '@costeo/domain/contracts/waste';
import { quickItem, useItemSearch } from '../hooks/use-waste-items.ts';
import { KIND_LABELS, type WasteItem } from '../lib/waste-item.ts';
import classes from './waste.module.css';

/** Name search as a cook types it: case and accents ignored. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

interface ItemPickerProps {
  value: WasteItem | null;
  quick: WasteQuick | null;
  online: boolean;
  error: string | null;
  onChange: (item: WasteItem | null, lastUnit: string | null) => void;
}

/**
 * "¿Qué se tira?": the items used last first, one tap each; otherwise a search over products,
 * elaboraciones and dishes (with no signal, over the ones used last only).
 */
export function ItemPicker({ value, quick, online, error, onChange }: ItemPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const results = useItemSearch(debounced, online && value === null);
  const pick = (item: WasteItem | null, lastUnit: string | null) => {
    setSearch('');
    onChange(item, lastUnit);
  };

  if (value !== null) {
    return (
      <div>
        <Text size="sm" fw={500} mb={4} id="waste-item-label">
          Producto, elaboración o plato
        </Text>
        <Paper withBorder p="sm" radius="md" aria-labelledby="waste-item-label" role="group">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="waste-item">
                {value.name}
              </Text>
              <Badge variant="light" color="gray" size="sm">
                {KIND_LABELS[value.kind]}
              </Badge>
            </div>
            <Button
              variant="default"
              size="sm"
              onClick={() => {
                pick(null, null);
              }}
            >
              Cambiar
            </Button>
          </Group>
        </Paper>
      </div>
    );
  }

  const recent = quick?.items ?? [];
  const term = fold(search.trim());
  const recentShown = (
    term === '' ? recent : recent.filter((item) => fold(item.name).includes(term))
  ).slice(0, 8);
  const recentKeys = new Set(recentShown.map((item) => quickItem(item).key));
  const found =
    term === '' || !online ? [] : (results.data ?? []).filter((item) => !recentKeys.has(item.key));

  return (
    <Stack gap="xs">
      <TextInput
        label="Producto, elaboración o plato"
        placeholder="Busca por nombre"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
        }}
        error={error}
        autoComplete="off"
        description={
          !online ? 'Sin conexión: puedes elegir entre los usados últimamente.' : undefined
        }
      />
      {recentShown.length > 0 ? (
        <ItemList
          label={term === '' ? 'Usados últimamente' : 'Usados últimamente que coinciden'}
          items={recentShown.map((item) => ({ item: quickItem(item), lastUnit: item.unit }))}
          onPick={pick}
        />
      ) : null}
      {term !== '' && online ? (
        results.isFetching && found.length === 0 ? (
          <Loader size="sm" role="progressbar" aria-label="Buscando" />
        ) : found.length > 0 ? (
          <ItemList
            label="Resultados"
            items={found.map((item) => ({ item, lastUnit: null }))}
            onPick={pick}
          />
        ) : results.isSuccess && recentShown.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nada coincide con «{search.trim()}».
          </Text>
        ) : null
      ) : null}
      {term === '' && recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          Escribe el nombre de un producto, una elaboración o un plato.
        </Text>
      ) : null}
    </Stack>
  );
}

function ItemList({
  label,
  items,
  onPick,
}: {
  label: string;
  items: { item: WasteItem; lastUnit: string | null }[];
  onPick: (item: WasteItem, lastUnit: string | null) => void;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} mb={4}>
        {label}
      </Text>
      <ul className={classes.itemList} aria-label={label}>
        {items.map(({ item, lastUnit }) => (
          <li key={item.key}>
            <UnstyledButton
              className={classes.itemButton}
              onClick={() => {
                onPick(item, lastUnit);
              }}
            >
              <Text size="sm" fw={600} span style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Text>
              <Text size="xs" c="dimmed" span>
                {KIND_LABELS[item.kind]}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
