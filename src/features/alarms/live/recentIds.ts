/** The ids of the last events a tab has published: an event heard twice (a resume, a hand-over) is shown once. */

export const RECENT_IDS = 2000;

export interface RecentIds {
  /** True the first time `id` is seen (and remembers it), false after. */
  add(id: string): boolean;
}

/** Bounded: the oldest id leaves when the set is full, so a tab open for days holds no growing list. */
export function createRecentIds(limit = RECENT_IDS): RecentIds {
  const ids = new Set<string>();
  return {
    add(id) {
      if (ids.has(id)) return false;
      ids.add(id);
      if (ids.size > limit) ids.delete(ids.values().next().value as string);
      return true;
    },
  };
}
