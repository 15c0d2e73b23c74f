import { useEffect, useRef, type ReactNode } from 'react';
import { Title } from '@mantine/core';

/**
 * The heading of a step that replaces the one before it in the order's modal (receive, review,
 * edit): it takes the focus when it appears, so a keyboard or screen-reader user continues from
 * it instead of from the page's start.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Title order={2} size="h4" ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}
