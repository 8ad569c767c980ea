// A stand-in for src/components/RolePicker/grants.ts in component tests, which render without the app's initial
// state: a test mocks that module with the answer of `holding(codes)`, required inside the mock's factory.
import { mayGrant } from '@/domain/grants';
import { ALL_CODES } from '@/domain/permissions';
import type { Grants } from '@/components/RolePicker/grants';

/** The module, for a user holding `held` (default: every code, an Administrator) whose own role is `ownRoleId`. */
export function holding(held: readonly string[] = ALL_CODES, ownRoleId?: string) {
  const grants: Grants = {
    mayGrant: (codes) => mayGrant(held, codes),
    holds: (code) => held.includes(code),
    ownRoleId,
  };
  return { useGrants: () => grants };
}
