import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { formatPurchasePrice } from '../../../lib/format.ts';
import { useProductOptions } from '../../../api/ingredients/list-ingredient-instances.ts';
import { useSimulatePriceImpact } from '../../../api/analytics/simulate-price-impact.ts';
import { PriceImpactResults } from './price-impact-results.tsx';
import { AnalyticsSection } from './section-states.tsx';

type Mode = 'price' | 'pct';

/** What-if of a price change: the API costs the recipes with it and saves nothing. */
export function PriceImpactSection() {
  const products = useProductOptions();
  const simulate = useSimulatePriceImpact();
  const [productId, setProductId] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('pct');
  const [value, setValue] = useState('');
  const product = products.data?.find((option) => String(option.id) === productId);
  const text = value.trim().replace(',', '.');
  const valid = /^-?\d+(\.\d+)?$/.test(text) && (mode === 'pct' || !text.startsWith('-'));

  const run = () => {
    if (!product || !valid) return;
    simulate.mutate(
      mode === 'price'
        ? { ingredient_instance: product.id, new_price: text }
        : { ingredient_instance: product.id, change_pct: text },
    );
  };

  return (
    <AnalyticsSection
      title="Impacto de un cambio de precio"
      description="Qué recetas cambian de coste y cuáles quedan bajo su objetivo si sube o baja un ingrediente."
    >
      <Alert variant="light" color="blue" icon={<IconFlask size={18} />} py="xs">
        Simulación: no se guarda nada.
      </Alert>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Producto"
              placeholder={products.isPending ? 'Cargando…' : 'Elige un producto'}
              data={(products.data ?? []).map((option) => ({
                value: String(option.id),
                label: option.name,
              }))}
              value={productId}
              onChange={setProductId}
              searchable
              nothingFoundMessage="Ningún producto coincide"
              w={{ base: '100%', sm: 260 }}
            />
            <SegmentedControl
              value={mode}
              onChange={(next) => setMode(next)}
              data={[
                { value: 'pct', label: 'Cambio %' },
                { value: 'price', label: 'Nuevo precio' },
              ]}
              aria-label="Tipo de cambio"
            />
            <TextInput
              label={mode === 'pct' ? 'Cambio (%)' : 'Nuevo precio de compra sin IVA (€)'}
              placeholder={mode === 'pct' ? '50' : '18,00'}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              inputMode="decimal"
              w={{ base: '100%', sm: 200 }}
              error={value !== '' && !valid ? 'Introduce un número válido.' : undefined}
            />
            <Button type="submit" disabled={!product || !valid} loading={simulate.isPending}>
              Simular
            </Button>
          </Group>
          {product ? (
            <Text size="xs" c="dimmed">
              Precio actual: {formatPurchasePrice(product.purchase_price)} por{' '}
              {product.purchase_quantity} {product.purchase_unit}.
            </Text>
          ) : null}
        </Stack>
      </form>
      {products.isError ? (
        <Text size="sm" c="red">
          No se han podido cargar los productos.
        </Text>
      ) : null}
      {simulate.isError ? (
        <Text size="sm" c="red" role="alert">
          {getErrorDetail(simulate.error) ?? 'No se ha podido simular el cambio.'}
        </Text>
      ) : null}
      {simulate.data ? <PriceImpactResults impact={simulate.data} /> : null}
    </AnalyticsSection>
  );
}
