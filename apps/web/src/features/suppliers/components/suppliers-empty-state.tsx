import { IconTruckDelivery } from '@tabler/icons-react';
import { FirstItemEmptyState, NoMatchesEmptyState } from '../../../components/empty-states.tsx';

/** No suppliers yet: what they are for and how to start. */
export function FirstSupplierEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <FirstItemEmptyState
      icon={<IconTruckDelivery size={32} stroke={1.6} />}
      title="Añade tu primer proveedor"
      description="Con su NIF/CIF y los nombres de sus facturas, Costeo reconoce sus documentos, agrupa sus productos y te dice cuánto le compras cada mes. También se crean al elegir un proveedor nuevo en un ingrediente o al subir una factura."
      actionLabel="Nuevo proveedor"
      onAdd={onAdd}
      compact
    />
  );
}

export function NoMatchingSuppliers({ onClear }: { onClear: () => void }) {
  return (
    <NoMatchesEmptyState
      title="Ningún proveedor coincide"
      description="Busca por nombre, por otro nombre de sus facturas o por NIF/CIF."
      clearLabel="Borrar la búsqueda"
      onClear={onClear}
    />
  );
}
