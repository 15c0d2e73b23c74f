import { Button } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import classes from './editor-save-bar.module.css';

/** One live figure of the bar: "Coste por ración" · "0,56 €". */
export interface EditorFigure {
  label: string;
  value: string;
}

interface EditorSaveBarProps {
  /** The region's name: "Guardar la receta". */
  label: string;
  /** The live figures ("—" for one not known yet). */
  figures: EditorFigure[];
  /** The figures are the last good ones while a field is being fixed (shown dimmed). */
  stale?: boolean;
  isDirty: boolean;
  isSaving: boolean;
  onSave: () => void;
}

/**
 * The bottom bar of an editor on a phone (issue 31): the figures that move as the cook types, and
 * "Guardar", in view wherever the editing is. Wide screens keep their figures panel beside the
 * lines and "Guardar" in the header.
 */
export function EditorSaveBar({
  label,
  figures,
  stale,
  isDirty,
  isSaving,
  onSave,
}: EditorSaveBarProps) {
  return (
    <section className={classes.bar} aria-label={label}>
      <dl className={classes.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={classes.figure}>
            <dt className={classes.label}>{figure.label}</dt>
            <dd className={classes.value} data-stale={stale || undefined}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <Button
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        onClick={onSave}
        loading={isSaving}
        disabled={!isDirty}
        style={{ flexShrink: 0 }}
      >
        Guardar
      </Button>
    </section>
  );
}
