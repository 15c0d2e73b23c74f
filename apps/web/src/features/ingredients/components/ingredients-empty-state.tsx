import { Button, EmptyState, Paper } from '@mantine/core';
import { IconBasket, IconPlus, IconSearchOff } from '@tabler/icons-react';

/** A new user's list: say what the screen is for and how to start. */
export function FirstIngredientEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} py={{ base: 40, sm: 56 }}>
      <EmptyState icon={<IconBasket size={32} stroke={1.6} />} variant="light" size="lg">
        <EmptyState.Title order={2}>Añade tu primer ingrediente</EmptyState.Title>
        <EmptyState.Description>
          Busca en el catálogo lo que compras (cebolla, aceite de oliva, huevos…), indica el
          formato, el precio y la merma, y verás al momento su precio por kilo, litro o unidad.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            Añadir ingrediente del catálogo
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

/** Filters or a search that match nothing. */
export function NoMatchesEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState
        icon={<IconSearchOff size={28} stroke={1.6} />}
        description="Prueba con otra búsqueda o quita los filtros."
        variant="light"
      >
        <EmptyState.Title order={2}>Ningún ingrediente coincide</EmptyState.Title>
        <EmptyState.Actions>
          <Button variant="default" onClick={onClear}>
            Quitar filtros
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
