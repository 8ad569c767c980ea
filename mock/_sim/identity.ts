/** The mock identity service: demo users, sign-in (a new session token) and sign-out. */
import { db } from './store';

export const DEMO_USERS: Array<{ userId: string; label: string }> = [
  { userId: 'u-admin', label: 'Administrator of three organizations' },
  { userId: 'u-operator', label: 'Ordinary user with some menu permissions' },
  { userId: 'u-distributor', label: 'Distributor staff (opens customer organizations in alternate mode)' },
  { userId: 'u-noorg', label: 'User with no organizations' },
  { userId: 'u-noauth', label: 'User whose role has no menu permissions' },
];

let issued = 0;

export function signIn(userId: string): string | undefined {
  const store = db();
  if (!store.accounts.some((a) => a.userId === userId)) return undefined;
  issued += 1;
  const token = `tok-${userId}-${Date.now().toString(36)}-${issued}`;
  store.sessions.push({ token, userId });
  return token;
}

export function signOut(token: string) {
  const store = db();
  store.sessions = store.sessions.filter((s) => s.token !== token);
}

/** Ends every session of a user (tests use it for "session expired mid-use"). */
export function expireSessions(userId?: string) {
  const store = db();
  store.sessions = userId ? store.sessions.filter((s) => s.userId !== userId) : [];
}
