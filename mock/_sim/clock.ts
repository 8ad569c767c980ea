/**
 * The simulator's clock. SIM_NOW (an ISO date) fixes the start of time so seeded data is reproducible; the clock
 * then ticks on from it, so rows created later still sort after the seed. Seeding runs on a frozen clock (the
 * anchor): SIM_NOW, or else the start of the current UTC day, so every start and reset of a day seeds the same rows.
 */
// On globalThis so that Umi's mock reload does not restart the clock (nor forget an advance).
const g = globalThis as unknown as { __ropcSimStarted?: number; __ropcSimAdvance?: number };
const started = (g.__ropcSimStarted ||= Date.now());
let frozen: Date | undefined;

/** How far the control endpoint moved the clock ahead (POST /api/__sim/clock), ms; a reset sets it back to 0. */
export const clockAdvance = () => g.__ropcSimAdvance || 0;

/** Moves "now" ahead by `ms` (never back: rows already created keep their order). */
export function advanceClock(ms: number) {
  g.__ropcSimAdvance = clockAdvance() + Math.max(0, ms);
}

export function resetClockAdvance() {
  g.__ropcSimAdvance = 0;
}

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

/**
 * "Now": the anchor while seeding, SIM_NOW plus the time since start when set, else the real time; either plus
 * what the control endpoint advanced it by.
 */
export function now(): Date {
  if (frozen) return new Date(frozen);
  const fixed = fixedNow();
  return new Date((fixed ? fixed.getTime() + (Date.now() - started) : Date.now()) + clockAdvance());
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
