import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ExtraCostDefinition } from '@costeo/domain/contracts/extra-costs';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { DefinitionForm } from './definition-form.tsx';

export type DefinitionFormTarget =
  { mode: 'create' } | { mode: 'edit'; definition: ExtraCostDefinition };

interface DefinitionFormModalProps {
  target: DefinitionFormTarget | null;
  onClose: () => void;
}

/** Create or edit a definition; full screen on a phone. */
export function DefinitionFormModal({ target, onClose }: DefinitionFormModalProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  // Each opening gets a fresh form.
  const [session, setSession] = useState(0);
  const [shown, setShown] = useState(target);
  if (target !== shown && target !== null) {
    setShown(target);
    setSession((current) => current + 1);
  }
  const editing = shown?.mode === 'edit' ? shown.definition : null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={editing ? `Editar «${editing.name}»` : 'Nuevo coste extra'}
      centered
      size={isSmallScreen ? '100%' : 'lg'}
      fullScreen={isSmallScreen}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {shown ? (
        <DefinitionForm key={session} definition={editing} onDone={onClose} onCancel={onClose} />
      ) : null}
    </Modal>
  );
}
