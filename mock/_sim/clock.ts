/**
 * The simulator's clock. SIM_NOW (an ISO date) fixes the start of time so seeded data is reproducible; the clock
 * then ticks on from it, so rows created later still sort after the seed. Seeding runs on a frozen clock (the
 * anchor): SIM_NOW, or else the start of the current UTC day, so every start and reset of a day seeds the same rows.
 */
// On globalThis so that Umi's mock reload does not restart the clock.
const g = globalThis as unknown as { __ropcSimStarted?: number };
const started = (g.__ropcSimStarted ||= Date.now());
let frozen: Date | undefined;

/** SIM_NOW as a date, or undefined when absent or not a date. */
export function fixedNow(): Date | undefined {
  const raw = process.env.SIM_NOW;
  if (!raw) return undefined;
  const d = new Date(raw);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** The instant the seed is anchored to. */
export function seedAnchor(): Date {
  const fixed = fixedNow();
  if (fixed) return fixed;
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return d;
}

/** "Now": the anchor while seeding, SIM_NOW plus the time since start when set, else the real time. */
export function now(): Date {
  if (frozen) return new Date(frozen);
  const fixed = fixedNow();
  return fixed ? new Date(fixed.getTime() + (Date.now() - started)) : new Date();
}

/** Runs `fn` with now() frozen at `at` (the store seeds through this). */
export function withFrozenClock<T>(at: Date, fn: () => T): T {
  const before = frozen;
  frozen = at;
  try {
    return fn();
  } finally {
    frozen = before;
  }
}

export function daysAgo(days: number, from = now()): Date {
  const d = new Date(from);
  d.setUTCDate(d.getUTCDate() - days);
  return d;
}

export const iso = (d: Date) => d.toISOString();
