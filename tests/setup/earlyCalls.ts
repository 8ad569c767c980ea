// Seeds the query cache with boot's early calls as src/session/boot.ts does at startup, for the tests' session
// (token tok-1, en-US, organisation org-1) unless overridden.
import { queryClient } from '@/request/queryCache';
import { seedEarlyReads } from '@/session/boot';
import type { EarlyCall } from '@/speed/boot/state';

type Session = Partial<Record<'token' | 'locale' | 'busId', string>>;

export function holdEarly(early: EarlyCall[], overrides: Session = {}) {
  seedEarlyReads(early, { token: 'tok-1', locale: 'en-US', busId: 'org-1', ...overrides });
}

/** /home's summary of the last 7 days, answered by `answer`. */
export function holdEarlySummary(answer: Promise<unknown>, overrides: Session = {}) {
  holdEarly([{ method: 'POST', url: '/api/ropc/dashboard/summary', body: '{"period":"7"}', answer }], overrides);
}

/** Once the seeded answers that have been resolved have come (the cache reads them as they settle). */
export const answersHaveCome = () =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

/** Empties the cache between tests. */
export const forgetCachedReads = () => queryClient.clear();
