/**
 * Throttles wrong current passwords: after MAX_FAILURES wrong ones in a row an account's password change is
 * refused (010021, `data.retryAt`) until LOCK_MS have passed; a right one clears the count.
 */
import { Codes } from '../messages';
import { SimError } from '../http';
import { defineArea } from '../store';
import { iso, now } from '../clock';

export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;

interface Attempts {
  failures: number;
  lockedUntil?: number;
}

const attempts = defineArea('passwordAttempts', (): Record<string, Attempts> => ({}));

const locked = (userId: string): SimError => {
  const until = attempts.get()[userId]?.lockedUntil || 0;
  return new SimError(Codes.passwordThrottled, { retryAt: iso(new Date(until)) });
};

/** 010021 while the account is locked out. */
export function requireNotLocked(userId: string) {
  const until = attempts.get()[userId]?.lockedUntil;
  if (until && until > now().getTime()) throw locked(userId);
}

/** Counts a wrong password: 010013, or 010021 once it is the MAX_FAILURES-th in a row. */
export function wrongPassword(userId: string): never {
  const table = attempts.get();
  const failures = (table[userId]?.failures || 0) + 1;
  if (failures >= MAX_FAILURES) {
    table[userId] = { failures: 0, lockedUntil: now().getTime() + LOCK_MS };
    throw locked(userId);
  }
  table[userId] = { failures };
  throw new SimError(Codes.wrongPassword);
}

export function clearAttempts(userId: string) {
  delete attempts.get()[userId];
}
