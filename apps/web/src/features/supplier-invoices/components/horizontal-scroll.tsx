import type { ReactNode } from 'react';

interface HorizontalScrollProps {
  /** The region's name ("Líneas de la factura"), read by screen readers. */
  label: string;
  /** Below this width the table scrolls sideways (a 390 px phone). */
  minWidth: number;
  children: ReactNode;
}

/**
 * A wide table that scrolls sideways on a phone. The scrolling box takes the focus, so a keyboard
 * can scroll it too (axe's scrollable-region-focusable).
 */
export function HorizontalScroll({ label, minWidth, children }: HorizontalScrollProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
