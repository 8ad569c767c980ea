/** The simulator's "now": fixed for tests (SIM_NOW) so seeded dates are reproducible, else today. */
export function now(): Date {
  const fixed = process.env.SIM_NOW;
  return fixed ? new Date(fixed) : new Date();
}

export function daysAgo(days: number, from = now()): Date {
  const d = new Date(from);
  d.setUTCDate(d.getUTCDate() - days);
  return d;
}

export const iso = (d: Date) => d.toISOString();
