import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import { RowMenu } from '../../../components/row-menu.tsx';

export interface SupplierRowActions {
  onEdit: (supplier: Supplier) => void;
  onDelete: (supplier: Supplier) => void;
}

export function SupplierRowMenu({
  supplier,
  onEdit,
  onDelete,
}: SupplierRowActions & { supplier: Supplier }) {
  return (
    <RowMenu
      name={supplier.name}
      items={[
        {
          label: 'Editar',
          icon: <IconEdit size={16} />,
          onClick: () => {
            onEdit(supplier);
          },
        },
        {
          label: 'Eliminar',
          icon: <IconTrash size={16} />,
          danger: true,
          onClick: () => {
            onDelete(supplier);
          },
        },
      ]}
    />
  );
}
