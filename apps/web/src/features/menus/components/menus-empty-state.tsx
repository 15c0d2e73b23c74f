import { IconToolsKitchen2 } from '@tabler/icons-react';
import { FirstItemEmptyState, NoMatchesEmptyState } from '../../../components/empty-states.tsx';

/** A new user's list: say what the screen is for and how to start. */
export function FirstMenuEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <FirstItemEmptyState
      icon={<IconToolsKitchen2 size={32} stroke={1.6} />}
      title="Crea tu primer menú"
      description="Una carta, un menú del día o el presupuesto de un evento: añade tus platos por secciones y verás al momento el coste por cubierto, el food cost esperado y el del peor caso."
      actionLabel="Crear menú"
      onAdd={onAdd}
    />
  );
}

/** A kind or search that matches nothing. */
export function NoMenuMatchesEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <NoMatchesEmptyState
      title="Ningún menú coincide"
      description="Prueba con otra búsqueda u otro tipo, o quita los filtros."
      clearLabel="Ver todos los menús"
      onClear={onClear}
    />
  );
}
