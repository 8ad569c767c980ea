/**
 * The operating system's "reduce motion" setting (prefers-reduced-motion: reduce). When it is on, the console shows
 * and hides dialogs, drawers, menus and messages without motion (antd's `motion` token, applied at the first render
 * through src/app.tsx and on a change through ThemeSync), draws charts without their entry animation, and stops
 * the loading shimmer (reducedMotion.css).
 */
import { useSyncExternalStore } from 'react';
import './reducedMotion.css';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : undefined;
}

export function prefersReducedMotion(): boolean {
  return mediaQuery()?.matches ?? false;
}

function subscribe(listener: () => void) {
  const query = mediaQuery();
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
