import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { ExtraCostDefinition } from '@costeo/domain/contracts/extra-costs';
import { RowMenu } from '../../../components/row-menu.tsx';

export interface DefinitionRowActions {
  onEdit: (definition: ExtraCostDefinition) => void;
  onToggleActive: (definition: ExtraCostDefinition) => void;
  onDelete: (definition: ExtraCostDefinition) => void;
}

export function DefinitionRowMenu({
  definition,
  onEdit,
  onToggleActive,
  onDelete,
}: DefinitionRowActions & { definition: ExtraCostDefinition }) {
  return (
    <RowMenu
      name={definition.name}
      items={[
        {
          label: 'Editar',
          icon: <IconPencil size={16} />,
          onClick: () => {
            onEdit(definition);
          },
        },
        {
          label: definition.is_active ? 'Desactivar' : 'Activar',
          icon: definition.is_active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />,
          onClick: () => {
            onToggleActive(definition);
          },
        },
        {
          label: 'Eliminar',
          icon: <IconTrash size={16} />,
          danger: true,
          onClick: () => {
            onDelete(definition);
          },
        },
      ]}
    />
  );
}
