/** Loads the settings of an organisation into the store, once (again only when asked, e.g. Retry). */
import { getOrgSettings } from '@/services/ropc/settings';
import { entryOf, setEntry } from '@/session/orgSettings';

const pending = new Map<string, Promise<void>>();

export function loadOrgSettings(busId: string, { force = false } = {}): Promise<void> {
  const entry = entryOf(busId);
  if (!force && (entry?.state === 'ready' || pending.has(busId))) return pending.get(busId) || Promise.resolve();
  setEntry(busId, { ...entry, state: entry?.settings ? 'ready' : 'loading' });
  const job = getOrgSettings()
    .then(
      (settings) => setEntry(busId, { state: 'ready', settings }),
      () => setEntry(busId, { ...entryOf(busId), state: entryOf(busId)?.settings ? 'ready' : 'error' }),
    )
    .finally(() => pending.delete(busId));
  pending.set(busId, job);
  return job;
}

/** A save answered the new settings. */
export function storeOrgSettings(settings: API.OrgSettings) {
  setEntry(settings.busId, { state: 'ready', settings });
}
