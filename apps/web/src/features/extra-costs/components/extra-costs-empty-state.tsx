import { Button, EmptyState, Paper } from '@mantine/core';
import { IconCoins, IconPlus, IconSearchOff } from '@tabler/icons-react';

/** No definitions yet: say what they are for and how to start. */
export function FirstExtraCostEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} py={{ base: 32, sm: 48 }}>
      <EmptyState icon={<IconCoins size={32} stroke={1.6} />} variant="light" size="lg">
        <EmptyState.Title order={2}>Añade tu primer coste extra</EmptyState.Title>
        <EmptyState.Description>
          Envases, energía, mano de obra: defínelos una vez y añádelos a tus recetas desde su
          detalle para conocer su coste completo.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            Nuevo coste extra
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

export function NoMatchingExtraCosts({ onClear }: { onClear: () => void }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState
        icon={<IconSearchOff size={28} stroke={1.6} />}
        description="Prueba con otra búsqueda o muestra también los inactivos."
        variant="light"
      >
        <EmptyState.Title order={2}>Ningún coste extra coincide</EmptyState.Title>
        <EmptyState.Actions>
          <Button variant="default" onClick={onClear}>
            Quitar filtros
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
