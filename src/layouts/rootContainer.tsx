import type { ReactNode } from 'react';

/** Wraps the whole app (direction, error boundary for failed chunks). */
export function rootContainer(container: ReactNode) {
  return container;
}
