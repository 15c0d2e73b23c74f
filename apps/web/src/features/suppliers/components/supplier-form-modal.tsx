import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { SupplierForm } from './supplier-form.tsx';

export type SupplierFormTarget = { mode: 'create' } | { mode: 'edit'; supplier: Supplier };

interface SupplierFormModalProps {
  target: SupplierFormTarget | null;
  onClose: () => void;
  /** After a save, before the modal closes (the list opens the new supplier's screen…). */
  onSaved?: (supplier: Supplier) => void;
}

/** "Nuevo proveedor" / "Editar «X»": the form in a modal, full screen on a phone. */
export function SupplierFormModal({ target, onClose, onSaved }: SupplierFormModalProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  // Each opening gets a fresh form.
  const [session, setSession] = useState(0);
  const [shown, setShown] = useState(target);
  if (target !== shown && target !== null) {
    setShown(target);
    setSession((current) => current + 1);
  }
  const editing = shown?.mode === 'edit' ? shown.supplier : null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={editing ? `Editar «${editing.name}»` : 'Nuevo proveedor'}
      centered
      size="lg"
      fullScreen={isSmallScreen}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {shown ? (
        <SupplierForm
          key={session}
          supplier={editing}
          onSaved={(supplier) => {
            onSaved?.(supplier);
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
