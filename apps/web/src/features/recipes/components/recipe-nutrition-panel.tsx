import { Alert, Anchor, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import type { RecipeNutritionAnswer } from '@costeo/domain/contracts/nutrition';
import {
  declarationCell,
  DECLARATION_ROWS,
  NUTRIENT_KEYS,
  NUTRIENT_LABELS,
  NUTRITION_TABLE_SOURCE,
} from '@costeo/domain/nutrition';

const MISSING_REASONS: Record<RecipeNutritionAnswer['missing'][number]['reason'], string> = {
  no_value: 'sin valores',
  no_weight: 'sin densidad o peso por unidad para pasar a gramos',
  no_yield: 'elaboración sin cantidad producida',
  unknown: 'no encontrado',
};

function Value({ text }: { text: string | null }) {
  return text === null ? (
    <Text component="span" size="sm" c="red.8" fw={600}>
      Falta
    </Text>
  ) : (
    <Text component="span" size="sm">
      {text}
    </Text>
  );
}

const SOURCE_TEXT: Record<RecipeNutritionAnswer['sources'][number], string> = {
  product: 'etiqueta del producto',
  definition: 'valores propios del ingrediente',
  table: NUTRITION_TABLE_SOURCE,
};

/**
 * "Información nutricional" of Detalle de Receta (issue 21): the saved recipe's declaration per
 * 100 g and per ración, rounded as the EU guidance says; what is missing is named, never shown as
 * 0, with where to fill it; the "Peso final de la elaboración" is edited with the recipe.
 */
export function RecipeNutritionPanel({
  nutrition,
  finalWeight,
  onFinalWeightChange,
  error,
  isDirty,
}: {
  nutrition: RecipeNutritionAnswer;
  finalWeight: string;
  onFinalWeightChange: (value: string) => void;
  error?: string;
  isDirty: boolean;
}) {
  const names = [...new Set(nutrition.missing.map((item) => item.name))];
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Peso final de la elaboración (g)"
          description="El peso tras cocinar; vacío = la suma de los pesos netos."
          inputMode="decimal"
          value={finalWeight}
          onChange={(event) => {
            onFinalWeightChange(event.currentTarget.value);
          }}
          error={error}
          w={260}
        />
        {nutrition.weight_g !== null ? (
          <Text size="sm" c="dimmed" pb={4}>
            Se divide entre{' '}
            {Number(nutrition.weight_g).toLocaleString('es-ES', { maximumFractionDigits: 0 })} g (
            {nutrition.weight_source === 'final_weight' ? 'peso final' : 'suma de pesos netos'}).
          </Text>
        ) : null}
      </Group>
      {isDirty ? (
        <Text size="sm" c="dimmed">
          Valores de la receta guardada: guarda los cambios para recalcularlos.
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={320}>
        <Table striped withTableBorder aria-label="Información nutricional">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Nutriente</Table.Th>
              <Table.Th scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
                Por 100 g
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Por ración
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {DECLARATION_ROWS.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th
                  scope="row"
                  fw={row.indent ? 400 : 600}
                  pl={row.indent ? 'lg' : undefined}
                >
                  {row.label}
                </Table.Th>
                <Table.Td ta="right">
                  <Value text={declarationCell(nutrition.per_100g, row.keys)} />
                </Table.Td>
                <Table.Td ta="right">
                  <Value text={declarationCell(nutrition.per_serving, row.keys)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {nutrition.complete ? null : (
        <Alert color="yellow" variant="light" title="Faltan valores nutricionales">
          <Stack gap={4}>
            {nutrition.missing.length === 0 ? (
              <Text size="sm">
                Añade líneas a la receta para calcular su información nutricional.
              </Text>
            ) : (
              nutrition.missing.map((item, index) => (
                <Text size="sm" key={`${item.line ?? 'x'}-${index}`}>
                  <strong>{item.name}</strong>: {MISSING_REASONS[item.reason]}
                  {item.reason === 'no_value' && item.nutrients.length < NUTRIENT_KEYS.length
                    ? ` (${item.nutrients.map((key) => NUTRIENT_LABELS[key].toLowerCase()).join(', ')})`
                    : ''}
                </Text>
              ))
            )}
            {names.length > 0 ? (
              <Text size="sm">
                Añade sus valores por 100 g (los de la etiqueta del proveedor) en{' '}
                <Anchor component={Link} to="/ingredients" size="sm">
                  Ingredientes
                </Anchor>
                .
              </Text>
            ) : null}
          </Stack>
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        Fuente:{' '}
        {nutrition.sources.length === 0
          ? NUTRITION_TABLE_SOURCE
          : nutrition.sources.map((source) => SOURCE_TEXT[source]).join('; ')}
        . Redondeo según la guía de la Comisión Europea sobre tolerancias (Reglamento UE 1169/2011).
      </Text>
    </Stack>
  );
}
