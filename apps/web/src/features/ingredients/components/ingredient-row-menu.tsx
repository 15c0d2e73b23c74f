import { ActionIcon, Menu } from '@mantine/core';
import { IconChartLine, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';

export interface IngredientRowActions {
  onEdit: (instance: IngredientInstance) => void;
  onPriceHistory: (instance: IngredientInstance) => void;
  onDelete: (instance: IngredientInstance) => void;
}

interface IngredientRowMenuProps extends IngredientRowActions {
  instance: IngredientInstance;
}

export function IngredientRowMenu({
  instance,
  onEdit,
  onPriceHistory,
  onDelete,
}: IngredientRowMenuProps) {
  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      width={210}
      // Its focus placeholder (role="presentation") is not a valid child of role="menu" (axe).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Acciones de ${instance.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={16} />}
          onClick={() => {
            onEdit(instance);
          }}
        >
          Editar
        </Menu.Item>
        <Menu.Item
          leftSection={<IconChartLine size={16} />}
          onClick={() => {
            onPriceHistory(instance);
          }}
        >
          Historial de precios
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => {
            onDelete(instance);
          }}
        >
          Eliminar
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
