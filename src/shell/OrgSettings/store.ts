/**
 * The platform settings of the organisations opened in this visit, loaded once per organisation after the shell
 * mounts (never at startup) and refreshed by a save. The current organisation's time zone is what every date and
 * time of the console is shown in; until it is known (or when it cannot be loaded) the browser's zone applies.
 */
import { useSyncExternalStore } from 'react';

export type LoadState = 'loading' | 'ready' | 'error';

interface Entry {
  state: LoadState;
  settings?: API.OrgSettings;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let currentOrg: string | undefined;
let version = 0;

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The organisation whose settings apply (the alternate mode's, else the current one). */
export function setCurrentOrg(busId: string | undefined) {
  if (busId === currentOrg) return;
  currentOrg = busId;
  changed();
}

export function entryOf(busId: string | undefined): Entry | undefined {
  return busId ? entries.get(busId) : undefined;
}

export function setEntry(busId: string, entry: Entry) {
  entries.set(busId, entry);
  changed();
}

/** The time zone of the current organisation, undefined while unknown (formatters then use the browser's). */
export function currentTimeZone(): string | undefined {
  return entryOf(currentOrg)?.settings?.timeZone;
}

/** For tests: forget everything. */
export function resetOrgSettings() {
  entries.clear();
  currentOrg = undefined;
  changed();
}

const snapshot = () => version;

/** Re-renders on any change; answers the current organisation and its entry. */
export function useOrgSettingsEntry(): { busId?: string; entry?: Entry } {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { busId: currentOrg, entry: entryOf(currentOrg) };
}

export function useTimeZone(): string | undefined {
  return useSyncExternalStore(subscribe, currentTimeZone, currentTimeZone);
}
