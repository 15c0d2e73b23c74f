import { Button, EmptyState, Paper } from '@mantine/core';
import { IconChefHat, IconPlus, IconSearchOff } from '@tabler/icons-react';

/** A new user's list: say what the screen is for and how to start. */
export function FirstRecipeEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} py={{ base: 40, sm: 56 }}>
      <EmptyState icon={<IconChefHat size={32} stroke={1.6} />} variant="light" size="lg">
        <EmptyState.Title order={2}>Crea tu primera receta</EmptyState.Title>
        <EmptyState.Description>
          Ponle nombre y raciones, añade tus ingredientes con su cantidad neta y verás al momento el
          coste por ración, el food cost y el precio de venta que te conviene.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            Crear receta
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

/** A tab, filter or search that matches nothing. */
export function NoRecipeMatchesEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState
        icon={<IconSearchOff size={28} stroke={1.6} />}
        description="Prueba con otra búsqueda, otra pestaña o quita los filtros."
        variant="light"
      >
        <EmptyState.Title order={2}>Ninguna receta coincide</EmptyState.Title>
        <EmptyState.Actions>
          <Button variant="default" onClick={onClear}>
            Ver todas las recetas
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
