import { IconCoins } from '@tabler/icons-react';
import { FirstItemEmptyState, NoMatchesEmptyState } from '../../../components/empty-states.tsx';

/** No definitions yet: say what they are for and how to start. */
export function FirstExtraCostEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <FirstItemEmptyState
      icon={<IconCoins size={32} stroke={1.6} />}
      title="Añade tu primer coste extra"
      description="Envases, energía, mano de obra: defínelos una vez y añádelos a tus recetas desde su detalle para conocer su coste completo."
      actionLabel="Nuevo coste extra"
      onAdd={onAdd}
      compact
    />
  );
}

export function NoMatchingExtraCosts({ onClear }: { onClear: () => void }) {
  return (
    <NoMatchesEmptyState
      title="Ningún coste extra coincide"
      description="Prueba con otra búsqueda o muestra también los inactivos."
      onClear={onClear}
    />
  );
}
