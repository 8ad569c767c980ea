/**
 * Paging as the console and the simulator agree on it: pages of the spec's 10 rows unless asked otherwise, never
 * more than the contract's maximum of 200; a missing or bad value (not a number, zero, negative) is the default.
 */

/** The spec's page size. */
export const PAGE_SIZE = 10;
/** The largest page the platform serves (the contract's maximum): a larger request gets this many rows. */
export const MAX_PAGE_SIZE = 200;

const positiveInt = (value: unknown, fallback: number) => {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? n : fallback;
};

/** The page number asked for: a positive integer, else 1. */
export const pageNumberOf = (value: unknown) => positiveInt(value, 1);

/** The page size asked for: a positive integer up to MAX_PAGE_SIZE, else PAGE_SIZE. */
export const pageSizeOf = (value: unknown) => Math.min(MAX_PAGE_SIZE, positiveInt(value, PAGE_SIZE));
