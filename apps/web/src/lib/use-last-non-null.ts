import { useState } from 'react';

/**
 * The value, or the last non-null one: a modal keeps showing what it was about while its closing
 * transition runs after the caller has already cleared it.
 */
export function useLastNonNull<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
