import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import type { ExtraCostDefinition } from '@costeo/domain/contracts/extra-costs';

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
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      width={200}
      // Its focus placeholder (role="presentation") is not a valid child of role="menu" (axe).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Acciones de ${definition.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={16} />}
          onClick={() => {
            onEdit(definition);
          }}
        >
          Editar
        </Menu.Item>
        <Menu.Item
          leftSection={
            definition.is_active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />
          }
          onClick={() => {
            onToggleActive(definition);
          }}
        >
          {definition.is_active ? 'Desactivar' : 'Activar'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => {
            onDelete(definition);
          }}
        >
          Eliminar
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
