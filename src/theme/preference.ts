/**
 * The layout theme (light or dark) of the signed-in user, kept per user: the platform stores it as a user
 * preference (GET/PATCH /api/user/user/preferences) and the browser keeps a copy per user id, so the first paint
 * (before any call) already has the last user's theme. Components follow it with useThemeMode().
 */
import { useSyncExternalStore } from 'react';
import { storedTheme } from '@/session/storage';
// Loaded with the app (src/app.tsx imports this module), so every layout, /document too, paints the page behind.
import './theme.css';

export type ThemeMode = 'light' | 'dark';

const listeners = new Set<() => void>();
let mode: ThemeMode = storedTheme.last() || 'light';
/** Whether this page has shown more than one theme (then it holds the styles of both: src/speed/savedStyles). */
let switched = false;

/** The page behind the app (overscroll, the startup spinner) and native controls follow the theme too. */
function applyToDocument(next: ThemeMode) {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = next;
  document.documentElement.style.colorScheme = next;
}
applyToDocument(mode);

export function getThemePreference(): ThemeMode {
  return mode;
}

/** Switches the theme now; with a user id, also remembers it for that user on this browser. */
export function setThemePreference(next: ThemeMode, userId?: string) {
  if (userId) storedTheme.set(userId, next);
  if (next === mode) return;
  mode = next;
  switched = true;
  applyToDocument(next);
  listeners.forEach((listener) => listener());
}

/** Once the user is known: their copy on this browser, if any (the platform's answer follows). */
export function adoptStoredTheme(userId: string) {
  const saved = storedTheme.get(userId);
  if (saved) setThemePreference(saved);
}

/** Whether the theme has changed since this page loaded. */
export const themeSwitchedSinceLoad = () => switched;

export function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribeTheme, getThemePreference, getThemePreference);
}
