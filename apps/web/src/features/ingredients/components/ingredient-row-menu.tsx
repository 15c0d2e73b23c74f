import { IconChartLine, IconPencil, IconTrash } from '@tabler/icons-react';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import { RowMenu } from '../../../components/row-menu.tsx';

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
    <RowMenu
      name={instance.name}
      width={210}
      items={[
        {
          label: 'Editar',
          icon: <IconPencil size={16} />,
          onClick: () => {
            onEdit(instance);
          },
        },
        {
          label: 'Historial de precios',
          icon: <IconChartLine size={16} />,
          onClick: () => {
            onPriceHistory(instance);
          },
        },
        {
          label: 'Eliminar',
          icon: <IconTrash size={16} />,
          danger: true,
          onClick: () => {
            onDelete(instance);
          },
        },
      ]}
    />
  );
}
