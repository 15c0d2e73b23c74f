import { IconBasket } from '@tabler/icons-react';
import { FirstItemEmptyState, NoMatchesEmptyState } from '../../../components/empty-states.tsx';

/** A new user's list: say what the screen is for and how to start. */
export function FirstIngredientEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <FirstItemEmptyState
      icon={<IconBasket size={32} stroke={1.6} />}
      title="Añade tu primer ingrediente"
      description="Busca en el catálogo lo que compras (cebolla, aceite de oliva, huevos…), indica el formato, el precio y la merma, y verás al momento su precio por kilo, litro o unidad."
      actionLabel="Añadir ingrediente del catálogo"
      onAdd={onAdd}
    />
  );
}

/** Filters or a search that match nothing. */
export function NoIngredientMatchesEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <NoMatchesEmptyState
      title="Ningún ingrediente coincide"
      description="Prueba con otra búsqueda o quita los filtros."
      onClear={onClear}
    />
  );
}
