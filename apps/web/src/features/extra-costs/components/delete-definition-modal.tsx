import {
  extraCostDefinitionInUseErrorSchema,
  type ExtraCostDefinition,
} from '@costeo/domain/contracts/extra-costs';
import { useDeleteExtraCostDefinition } from '../../../api/extra-costs/delete-extra-cost-definition.ts';
import {
  InUseDeleteModal,
  type InUseDeleteTexts,
} from '../../../components/in-use-delete-modal.tsx';

const TEXTS: InUseDeleteTexts = {
  confirm: 'Se eliminará de tus costes extra. Esta acción no se puede deshacer.',
  inUseTitle: 'Se usa en recetas',
  subject: (name) => `«${name}»`,
  inUseConsequence:
    'Si lo eliminas igualmente, esas recetas lo perderán y su coste bajará. Si solo quieres dejar de usarlo en recetas nuevas, desactívalo.',
  errorFallback: 'No se ha podido eliminar el coste extra.',
  deletedTitle: 'Coste extra eliminado',
  deletedMessage: (name) => `«${name}» ya no está en tus costes extra.`,
};

interface DeleteDefinitionModalProps {
  definition: ExtraCostDefinition | null;
  onClose: () => void;
}

/** Asks before deleting; when recipes use the definition, names them and offers to force it. */
export function DeleteDefinitionModal({ definition, onClose }: DeleteDefinitionModalProps) {
  const deletion = useDeleteExtraCostDefinition();
  return (
    <InUseDeleteModal
      item={definition}
      deletion={deletion}
      inUseSchema={extraCostDefinitionInUseErrorSchema}
      texts={TEXTS}
      onClose={onClose}
    />
  );
}
