import type { ReactNode } from 'react';
import classes from './delivery-note-bar.module.css';

interface DeliveryNoteBarProps {
  /** The region's name: "Revisar el albarán". */
  label: string;
  /** "5 líneas", "5 líneas · 92,80 €". */
  summary: string;
  /** The step's buttons. */
  children: ReactNode;
}

/** The bottom bar of the albarán: how many lines, and the next step, always in view. */
export function DeliveryNoteBar({ label, summary, children }: DeliveryNoteBarProps) {
  return (
    <section className={classes.bar} aria-label={label}>
      <p className={classes.summary} aria-live="polite">
        {summary}
      </p>
      <div className={classes.actions}>{children}</div>
    </section>
  );
}
