// Holds boot.js's early calls as src/session/boot.ts does at startup, for the tests' session (token tok-1, en-US,
// organisation org-1) unless overridden.
import { type EarlyCall, holdEarlyCalls } from '@/request/earlyAnswers';

type Session = Partial<Record<'token' | 'locale' | 'busId', string>>;

export function holdEarly(early: EarlyCall[], overrides: Session = {}) {
  holdEarlyCalls({ token: 'tok-1', locale: 'en-US', busId: 'org-1', ...overrides, early });
}

/** /home's summary of the last 7 days, answered by `answer`. */
export function holdEarlySummary(answer: Promise<unknown>, overrides: Session = {}) {
  holdEarly([{ method: 'POST', url: '/api/ropc/dashboard/summary', body: '{"period":"7"}', answer }], overrides);
}

/** Once the held answers that have been resolved have come (they are read as they settle). */
export const answersHaveCome = () =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
