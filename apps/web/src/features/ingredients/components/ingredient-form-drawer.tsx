import { useCallback, useRef, useState } from 'react';
import { Button, Drawer, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { useLastNonNull } from '../../../lib/use-last-non-null.ts';
import type { IngredientsPlanAccess } from '../lib/plan-access.ts';
import { IngredientForm } from './ingredient-form.tsx';

export type FormTarget = { mode: 'create' } | { mode: 'edit'; instance: IngredientInstance };

interface IngredientFormDrawerProps {
  target: FormTarget | null;
  onClose: () => void;
  plan: IngredientsPlanAccess;
  onOpenPriceHistory: (instance: IngredientInstance) => void;
  /** Another dialog is open on top: Escape belongs to it, not to the drawer. */
  covered?: boolean;
}

/**
 * The product form in a drawer: on the right on a desktop, full screen on a phone. Escape, the
 * close button or "Cancelar" ask before throwing away changes.
 */
export function IngredientFormDrawer({
  target,
  onClose,
  plan,
  onOpenPriceHistory,
  covered = false,
}: IngredientFormDrawerProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const shown = useLastNonNull(target);
  const [confirming, setConfirming] = useState(false);
  // The form's own dialog (the duplicate check) is open: Escape closes it, not the drawer.
  const [formDialogOpen, setFormDialogOpen] = useState(false);
  const dirtyCheck = useRef<() => boolean>(() => false);
  // Each opening gets a fresh form.
  const [session, setSession] = useState(0);
  const [openedTarget, setOpenedTarget] = useState(target);
  if (target !== openedTarget) {
    setOpenedTarget(target);
    if (target !== null) setSession((current) => current + 1);
  }

  const registerDirtyCheck = useCallback((check: () => boolean) => {
    dirtyCheck.current = check;
  }, []);

  const requestClose = () => {
    if (dirtyCheck.current()) setConfirming(true);
    else onClose();
  };
  const discard = () => {
    setConfirming(false);
    dirtyCheck.current = () => false;
    onClose();
  };

  const editing = shown?.mode === 'edit' ? shown.instance : null;
  return (
    <>
      <Drawer
        opened={target !== null}
        onClose={requestClose}
        position="right"
        size={isSmallScreen ? '100%' : 'xl'}
        title={editing ? `Editar «${editing.name}»` : 'Nuevo ingrediente'}
        closeOnEscape={!confirming && !covered && !formDialogOpen}
        // Below Mantine's modals (200): the upgrade modal a refused save opens, and the price
        // history, must show above the form.
        zIndex={150}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        styles={{
          title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
          body: { paddingBottom: 0 },
        }}
      >
        {shown ? (
          <IngredientForm
            key={session}
            instance={editing}
            plan={plan}
            onSaved={onClose}
            onCancel={requestClose}
            registerDirtyCheck={registerDirtyCheck}
            onOpenPriceHistory={onOpenPriceHistory}
            onDialogChange={setFormDialogOpen}
          />
        ) : null}
      </Drawer>
      <Modal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title="¿Descartar los cambios?"
        centered
        size="sm"
        zIndex={400}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        styles={{ title: { fontWeight: 700 } }}
      >
        <Text size="sm">Has cambiado datos de este ingrediente que no se han guardado.</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button
            variant="default"
            data-autofocus
            onClick={() => {
              setConfirming(false);
            }}
          >
            Seguir editando
          </Button>
          <Button color="red" onClick={discard}>
            Descartar cambios
          </Button>
        </Group>
      </Modal>
    </>
  );
}
