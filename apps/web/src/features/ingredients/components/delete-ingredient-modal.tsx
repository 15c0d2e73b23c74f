import {
  ingredientInUseErrorSchema,
  type IngredientInstance,
} from '@costeo/domain/contracts/ingredients';
import { useDeleteIngredientInstance } from '../../../api/ingredients/delete-ingredient-instance.ts';
import {
  InUseDeleteModal,
  type InUseDeleteTexts,
} from '../../../components/in-use-delete-modal.tsx';

const TEXTS: InUseDeleteTexts = {
  confirm:
    'Se eliminará de tus ingredientes con su historial de precios. Esta acción no se puede deshacer.',
  inUseTitle: 'Se usa en recetas',
  subject: (name) => `«${name}»`,
  inUseConsequence:
    'Si lo eliminas igualmente, esas recetas perderán esta línea y su coste cambiará.',
  errorFallback: 'No se ha podido eliminar el ingrediente.',
  deletedTitle: 'Ingrediente eliminado',
  deletedMessage: (name) => `«${name}» ya no está en tus ingredientes.`,
};

interface DeleteIngredientModalProps {
  instance: IngredientInstance | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting; when recipes use the product, names them and offers to force it. */
export function DeleteIngredientModal({
  instance,
  onClose,
  onDeleted,
}: DeleteIngredientModalProps) {
  const deletion = useDeleteIngredientInstance();
  return (
    <InUseDeleteModal
      item={instance}
      deletion={deletion}
      inUseSchema={ingredientInUseErrorSchema}
      texts={TEXTS}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
