import { useEffect, useRef } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** How long a removed row can be brought back (issue 31: a thumb slips on a phone). */
export const UNDO_REMOVAL_MS = 8000;

let lastId = 0;

interface Removal {
  /** What was removed, for the notification: "Has quitado «Cebolla»." */
  message: string;
  /** Puts it back where it was. */
  restore: () => void;
}

/**
 * An editor's "Deshacer" after removing a row (a recipe's line, a menu's dish, section or extra):
 * a notification offers to put it back for a few seconds. Those still open go when the editor
 * does (or when `dismissAll` is called: "Descartar" puts everything back anyway).
 */
export function useUndoRemoval() {
  const open = useRef(new Set<string>());
  useEffect(() => {
    const ids = open.current;
    return () => {
      for (const id of ids) notifications.hide(id);
      ids.clear();
    };
  }, []);

  const offerUndo = ({ message, restore }: Removal) => {
    lastId += 1;
    const id = `undo-removal-${lastId}`;
    open.current.add(id);
    notifications.show({
      id,
      autoClose: UNDO_REMOVAL_MS,
      onClose: () => {
        open.current.delete(id);
      },
      message: (
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm" c="var(--mantine-color-text)">
            {message}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              restore();
              notifications.hide(id);
            }}
          >
            Deshacer
          </Button>
        </Group>
      ),
    });
  };

  const dismissAll = () => {
    for (const id of open.current) notifications.hide(id);
    open.current.clear();
  };

  return { offerUndo, dismissAll };
}
