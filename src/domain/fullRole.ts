/**
 * An organisation never loses its last role holding every code (docs/product-decisions.md, "Default roles"):
 * such a role can be neither deleted nor lose a code while no other role of the organisation holds every code.
 * Shared by the console (what the role page offers) and the simulator (what it refuses, 060103 LAST_FULL_ROLE).
 */
import { ALL_CODES } from './permissions';

/** Whether a role with these codes holds every permission code. */
export const holdsEveryCode = (codes: readonly string[]): boolean => {
  const held = new Set(codes);
  return ALL_CODES.every((code) => held.has(code));
};

/** Whether `role` is the only one of `roles` (its organisation's) holding every code. */
export function isLastFullRole<R extends { id: string; permissions: readonly string[] }>(
  role: R,
  roles: readonly R[],
): boolean {
  return holdsEveryCode(role.permissions) && !roles.some((r) => r.id !== role.id && holdsEveryCode(r.permissions));
}
