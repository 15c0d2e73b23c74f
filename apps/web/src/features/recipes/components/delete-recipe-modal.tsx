import { recipeInUseErrorSchema } from '@costeo/domain/contracts/recipes';
import { useDeleteRecipe } from '../../../api/recipes/delete-recipe.ts';
import {
  InUseDeleteModal,
  type InUseDeleteTexts,
} from '../../../components/in-use-delete-modal.tsx';

const TEXTS: InUseDeleteTexts = {
  confirm: 'Se eliminará la receta con todas sus líneas. Esta acción no se puede deshacer.',
  inUseTitle: 'Se usa en otras recetas',
  subject: (name) => `La elaboración «${name}»`,
  inUseConsequence:
    'Si la eliminas igualmente, esas recetas perderán esta línea y su coste cambiará.',
  errorFallback: 'No se ha podido eliminar la receta.',
  deletedTitle: 'Receta eliminada',
  deletedMessage: (name) => `«${name}» ya no está en tus recetas.`,
};

interface DeleteRecipeModalProps {
  recipe: { id: number; name: string };
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting; an elaboración in use names the recipes and offers to force it. */
export function DeleteRecipeModal({ recipe, opened, onClose, onDeleted }: DeleteRecipeModalProps) {
  const deletion = useDeleteRecipe();
  return (
    <InUseDeleteModal
      item={opened ? recipe : null}
      deletion={deletion}
      inUseSchema={recipeInUseErrorSchema}
      texts={TEXTS}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
