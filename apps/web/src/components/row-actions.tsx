import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import classes from './row-actions.module.css';

/** The touch-screen size (44 × 44 px) for a row's button laid out elsewhere (a recipe's steps). */
export const rowActionClassName = classes.action;

interface RowActionsProps {
  /** How the buttons name the row: "Subir {label}", "Bajar {label}", "Quitar {label}". */
  label: string;
  index: number;
  count: number;
  /** Without it the row only has "Quitar" (an event's extras keep their order). */
  onMove?: (step: -1 | 1) => void;
  onRemove: () => void;
  className?: string;
}

/**
 * The buttons at the end of an editor's row (a recipe's line, a menu's section or dish): up, down
 * and remove, 44 × 44 px on a touch screen.
 */
export function RowActions({ label, index, count, onMove, onRemove, className }: RowActionsProps) {
  return (
    <div className={className ? `${classes.actions} ${className}` : classes.actions}>
      {onMove ? (
        <>
          <ActionIcon
            className={classes.action}
            variant="subtle"
            color="gray"
            aria-label={`Subir ${label}`}
            disabled={index === 0}
            onClick={() => {
              onMove(-1);
            }}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            className={classes.action}
            variant="subtle"
            color="gray"
            aria-label={`Bajar ${label}`}
            disabled={index === count - 1}
            onClick={() => {
              onMove(1);
            }}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </>
      ) : null}
      <ActionIcon
        className={classes.action}
        variant="subtle"
        color="red"
        aria-label={`Quitar ${label}`}
        onClick={onRemove}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </div>
  );
}
