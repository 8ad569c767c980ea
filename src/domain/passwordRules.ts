/**
 * The password rule of the console and the simulator: 8-32 characters with an upper-case letter, a lower-case
 * letter, a digit and a symbol, no white space. Shared by the change-password form (its live checklist) and the
 * simulator's server-side check, so this file imports nothing.
 */
export const PASSWORD_LENGTH = { min: 8, max: 32 } as const;

/** The checklist items, in the order the form shows them. */
export const PASSWORD_CHECKS = ['length', 'upper', 'lower', 'digit', 'symbol', 'noSpace'] as const;
export type PasswordCheck = (typeof PASSWORD_CHECKS)[number];

const TESTS: Record<PasswordCheck, (value: string) => boolean> = {
  length: (v) => {
    const n = Array.from(v).length;
    return n >= PASSWORD_LENGTH.min && n <= PASSWORD_LENGTH.max;
  },
  upper: (v) => /\p{Lu}/u.test(v),
  lower: (v) => /\p{Ll}/u.test(v),
  digit: (v) => /[0-9]/.test(v),
  // Any visible character that is neither a letter nor a digit: ! @ # $ % ^ & * ( ) - _ = + . , ? / ~ ...
  symbol: (v) => /[^\p{L}\p{N}\s]/u.test(v),
  noSpace: (v) => v.length > 0 && !/\s/.test(v),
};

/** Which checks a candidate passes (every check fails for a non-text value). */
export function passwordChecks(value: unknown): Record<PasswordCheck, boolean> {
  const text = typeof value === 'string' ? value : '';
  return Object.fromEntries(PASSWORD_CHECKS.map((check) => [check, TESTS[check](text)])) as Record<
    PasswordCheck,
    boolean
  >;
}

/** The first check a candidate fails, or undefined when it is strong enough. */
export function firstFailedCheck(value: unknown): PasswordCheck | undefined {
  const result = passwordChecks(value);
  return PASSWORD_CHECKS.find((check) => !result[check]);
}
