/**
 * Nobody grants more than they hold (contract/openapi.yaml, "Authorisation"): a role may be given to someone, or
 * set with its codes, only when every code of it is one the caller holds in that organisation; a role, or a
 * member's role, with a code the caller lacks is not theirs to change or delete either (010018); and nobody edits
 * the codes of their own role. Shared by the console (what the pickers offer) and the simulator (what it refuses),
 * so this file imports nothing.
 */

/** The codes of `codes` that `held` lacks, in their order; none: the caller may grant them. */
export function ungrantable(held: readonly string[], codes: readonly string[]): string[] {
  const mine = new Set(held);
  return codes.filter((code) => !mine.has(code));
}

/** Whether a caller holding `held` may give a role with `codes`, or set a role to them. */
export const mayGrant = (held: readonly string[], codes: readonly string[]): boolean =>
  ungrantable(held, codes).length === 0;

/** Whether two code lists hold the same codes (order and repeats aside): an edit that leaves the codes alone. */
export function sameCodes(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((code) => right.has(code));
}
