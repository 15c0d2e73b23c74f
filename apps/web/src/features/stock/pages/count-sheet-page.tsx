import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCloudCheck,
  IconCloudUpload,
  IconSearch,
  IconWifiOff,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { UnitCode } from '@costeo/domain/units';
import { dec, type Dec } from '@costeo/domain/decimal';
import { PageHeader } from '../../../components/page-header.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { readDecimalInput } from '../../../lib/decimal-input.ts';
import { formatDate, formatEuro, formatPercent, formatQuantity } from '../../../lib/format.ts';
import { getFeatureNotAvailable } from '../../../lib/api-errors.ts';
import { QuantityStepper } from '../components/quantity-stepper.tsx';
import { StockLocked } from '../components/stock-locked.tsx';
import { useOfflineCount } from '../hooks/use-offline-count.ts';
import {
  countValue,
  entriesNotInSheet,
  fromBaseQuantity,
  lineKey,
  matchesSearch,
  nextLineKey,
  pendingLabel,
  sheetLines,
  typingUnit,
  type SheetLineView,
} from '../lib/count-sheet.ts';
import { INVENTORY_PATH } from '../lib/inventory-paths.ts';

/** "13 kg", in the unit a cook types (kilos for grams). */
function formatBase(value: Dec | string | null, baseUnit: string): string {
  if (value === null) return '—';
  const unit = typingUnit(baseUnit) ?? baseUnit;
  return `${formatQuantity(fromBaseQuantity(dec(value), baseUnit).toString())} ${unit}`;
}

const KIND_LABEL = { full: 'Completo', partial: 'Parcial' } as const;

/** /ingredients/inventory/counts/:id: the count sheet, phone-first, that works offline. */
export function CountSheetPage({ onUpgrade }: { onUpgrade: (message: string) => void }) {
  const params = useParams();
  const countId = Number(params.id);
  const count = useOfflineCount(countId);
  const [area, setArea] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [current, setCurrent] = useState<string | null>(null);

  const lines = useMemo(
    () => (count.sheet === null ? [] : sheetLines(count.sheet, count.entries)),
    [count.sheet, count.entries],
  );
  const shown = lines.filter(
    (line) =>
      (area === null || String(line.area) === area) &&
      (search.trim() === '' || matchesSearch(line.name, search)),
  );
  const selected = shown.find((line) => line.key === current) ?? shown[0] ?? null;
  const pending = count.entries.filter((entry) => !entry.sent).length;

  const back = (
    <Anchor component={Link} to={INVENTORY_PATH} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Inventario
    </Anchor>
  );

  if (getFeatureNotAvailable(count.failed) !== null) {
    return (
      <>
        {back}
        <StockLocked onUpgrade={onUpgrade} />
      </>
    );
  }
  if (count.status === 'loading') {
    return (
      <Stack gap="sm" role="progressbar" aria-busy="true" aria-label="Cargando el recuento">
        {back}
        <Skeleton height={40} />
        <Skeleton height={220} />
        <Skeleton height={48} />
      </Stack>
    );
  }
  if (count.status === 'error' || count.sheet === null) {
    return (
      <Stack>
        {back}
        <LoadErrorAlert
          title={
            count.online
              ? 'No se ha podido cargar el recuento'
              : 'Este recuento no se abrió con conexión en este teléfono'
          }
          retrying={count.sending}
          onRetry={() => {
            window.location.reload();
          }}
        />
      </Stack>
    );
  }

  const sheet = count.sheet;
  const areaNames = [...new Map(lines.map((line) => [line.area, line.area_name])).entries()];
  return (
    <Stack gap="md" maw={720}>
      {back}
      <PageHeader
        title={`Recuento del ${formatDate(sheet.date)}`}
        description={`${KIND_LABEL[sheet.kind]} · avisa si difiere más de un ${formatPercent(sheet.tolerance_pct)} de lo esperado`}
      />
      <SyncStatus online={count.online} pending={pending} sending={count.sending} />
      <Text fw={600}>
        Valor del recuento:{' '}
        <span data-testid="count-value">{formatEuro(countValue(lines).toFixed(2))}</span>
      </Text>
      {lines.length === 0 ? (
        <Alert color="gray" variant="light" title="No hay nada que contar">
          Coloca productos en las zonas de tu inventario para que aparezcan en la hoja.
        </Alert>
      ) : (
        <>
          <Group grow wrap="wrap" gap="sm">
            <TextInput
              label="Buscar producto"
              placeholder="Nombre"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
              }}
              style={{ minWidth: 160 }}
            />
            {areaNames.length > 1 ? (
              <Select
                label="Zona"
                placeholder="Todas las zonas"
                clearable
                data={areaNames.map(([id, name]) => ({
                  value: String(id),
                  label: name || 'Sin zona',
                }))}
                value={area}
                onChange={setArea}
                style={{ minWidth: 160 }}
              />
            ) : null}
          </Group>
          {selected === null ? (
            <Text c="dimmed">Ningún producto coincide con la búsqueda.</Text>
          ) : (
            <EntryCard
              key={selected.key}
              line={selected}
              pendingHere={
                entriesNotInSheet(sheet, count.entries).filter(
                  (entry) => lineKey(entry) === selected.key,
                ).length
              }
              onAdd={async (quantities) => {
                await count.addEntries(
                  {
                    ingredient_instance: selected.ingredient_instance,
                    recipe: selected.recipe,
                    area: selected.area,
                  },
                  quantities,
                );
                setCurrent(nextLineKey(shown, selected.key));
              }}
            />
          )}
          <SheetList
            lines={shown}
            selected={selected?.key ?? null}
            onSelect={(key) => {
              setCurrent(key);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </>
      )}
    </Stack>
  );
}

function SyncStatus({
  online,
  pending,
  sending,
}: {
  online: boolean;
  pending: number;
  sending: boolean;
}) {
  return (
    <Alert
      role="status"
      variant="light"
      color={!online ? 'yellow' : pending > 0 ? 'blue' : 'green'}
      icon={
        !online ? (
          <IconWifiOff size={18} />
        ) : pending > 0 ? (
          <IconCloudUpload size={18} />
        ) : (
          <IconCloudCheck size={18} />
        )
      }
      p="sm"
    >
      <Text size="sm" fw={600} data-testid="sync-status">
        {pending > 0 ? pendingLabel(pending) : 'Todo enviado'}
      </Text>
      {!online ? (
        <Text size="sm">
          Sin conexión: lo que anotes se guarda en este dispositivo y se enviará al volver la
          conexión.
        </Text>
      ) : sending && pending > 0 ? (
        <Text size="sm">Enviando…</Text>
      ) : null}
    </Alert>
  );
}

interface EntryCardProps {
  line: SheetLineView;
  pendingHere: number;
  onAdd: (quantities: { quantity: string; unit: 'format' | UnitCode }[]) => Promise<void>;
}

/** One product at a time: "3 cajas + 2,4 kg", the expected quantity beside, the flag. */
function EntryCard({ line, pendingHere, onAdd }: EntryCardProps) {
  const [formats, setFormats] = useState('');
  const [loose, setLoose] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const looseUnit = typingUnit(line.base_unit);
  const hasFormat = line.format_quantity !== null && line.format_name !== null;

  const submit = async () => {
    const quantities: { quantity: string; unit: 'format' | UnitCode }[] = [];
    for (const [text, unit] of [
      [formats, 'format'],
      [loose, looseUnit],
    ] as const) {
      if (text.trim() === '' || unit === null) continue;
      const reading = readDecimalInput(text);
      if (!reading.ok) {
        setError(reading.error);
        return;
      }
      quantities.push({ quantity: reading.plain, unit });
    }
    if (quantities.length === 0) {
      setError('Escribe una cantidad (0 si no queda nada).');
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onAdd(quantities);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-label={`Contar ${line.name}`}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {line.name}
          </Title>
          <Text size="sm" c="dimmed">
            {line.area_name || 'Sin zona'}
            {line.recipe !== null ? ' · Elaboración' : ''}
          </Text>
        </div>
        <Group gap="lg" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              Esperado
            </Text>
            <Text fw={600} data-testid="expected">
              {formatBase(line.expected, line.base_unit)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Contado
            </Text>
            <Text fw={600} data-testid="counted">
              {formatBase(line.countedNow, line.base_unit)}
            </Text>
          </div>
          {pendingHere > 0 ? (
            <Badge variant="light" color="blue">
              {pendingLabel(pendingHere)}
            </Badge>
          ) : null}
        </Group>
        {line.flaggedNow ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="sm">
            Lo contado difiere mucho de lo esperado. ¿Lo has contado bien?
          </Alert>
        ) : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            {hasFormat ? (
              <QuantityStepper
                label={`Formatos (${line.format_name ?? ''})`}
                value={formats}
                onChange={setFormats}
              />
            ) : null}
            {looseUnit !== null ? (
              <QuantityStepper
                label={hasFormat ? `Suelto (${looseUnit})` : `Cantidad (${looseUnit})`}
                value={loose}
                onChange={setLoose}
              />
            ) : null}
            {error !== null ? (
              <Text c="red.8" size="sm" role="alert">
                {error}
              </Text>
            ) : null}
            <Button type="submit" size="lg" loading={saving} fullWidth>
              Anotar y siguiente
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

function SheetList({
  lines,
  selected,
  onSelect,
}: {
  lines: SheetLineView[];
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  return (
    <Stack
      gap={4}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Hoja de recuento"
    >
      {lines.map((line) => (
        <li key={line.key}>
          <UnstyledButton
            onClick={() => {
              onSelect(line.key);
            }}
            aria-current={line.key === selected ? 'true' : undefined}
            w="100%"
            p="sm"
            style={{
              borderRadius: 8,
              border: '1px solid var(--mantine-color-gray-3)',
              background: line.key === selected ? 'var(--mantine-color-terracotta-0)' : undefined,
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {line.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.area_name || 'Sin zona'}
                </Text>
              </div>
              <Group gap={6} wrap="nowrap">
                {line.flaggedNow ? (
                  <IconAlertTriangle
                    size={16}
                    color="var(--mantine-color-orange-8)"
                    aria-label="Revisar"
                  />
                ) : null}
                <Text size="sm" ta="right">
                  {formatBase(line.countedNow, line.base_unit)}
                  <Text span size="xs" c="dimmed" display="block">
                    de {formatBase(line.expected, line.base_unit)}
                  </Text>
                </Text>
              </Group>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
