import { IconChefHat } from '@tabler/icons-react';
import { FirstItemEmptyState, NoMatchesEmptyState } from '../../../components/empty-states.tsx';

/** A new user's list: say what the screen is for and how to start. */
export function FirstRecipeEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <FirstItemEmptyState
      icon={<IconChefHat size={32} stroke={1.6} />}
      title="Crea tu primera receta"
      description="Ponle nombre y raciones, añade tus ingredientes con su cantidad neta y verás al momento el coste por ración, el food cost y el precio de venta que te conviene."
      actionLabel="Crear receta"
      onAdd={onAdd}
    />
  );
}

/** A tab, filter or search that matches nothing. */
export function NoRecipeMatchesEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <NoMatchesEmptyState
      title="Ninguna receta coincide"
      description="Prueba con otra búsqueda, otra pestaña o quita los filtros."
      clearLabel="Ver todas las recetas"
      onClear={onClear}
    />
  );
}
