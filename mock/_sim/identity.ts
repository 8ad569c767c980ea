/** The mock identity service: demo users, sign-in (a new session token) and sign-out. */
import { randomBytes } from 'crypto';
import { iso, now } from './clock';
import { db } from './store';
import { sameName } from './validate';
import type { Text } from './types';

/** The demo users of the login page, one per startup branch. */
export const DEMO_USERS: Array<{ userId: string; label: string; labels: Text }> = [
  {
    userId: 'u-admin',
    label: 'Administrator of three organizations',
    labels: {
      'en-US': 'Administrator of three organizations',
      'ja-JP': '3 つの組織の管理者',
      'zh-CN': '三个组织的管理员',
    },
  },
  {
    userId: 'u-operator',
    label: 'Ordinary user with some menu permissions',
    labels: {
      'en-US': 'Ordinary user with some menu permissions',
      'ja-JP': '一部のメニュー権限を持つ一般ユーザー',
      'zh-CN': '拥有部分菜单权限的普通用户',
    },
  },
  {
    userId: 'u-distributor',
    label: 'Distributor staff (opens customer organizations in alternate mode)',
    labels: {
      'en-US': 'Distributor staff (opens customer organizations in alternate mode)',
      'ja-JP': '販売店スタッフ（代理モードで顧客の組織を開きます）',
      'zh-CN': '经销商员工（以代管模式打开客户组织）',
    },
  },
  {
    userId: 'u-noorg',
    label: 'User with no organizations',
    labels: {
      'en-US': 'User with no organizations',
      'ja-JP': '組織に所属していないユーザー',
      'zh-CN': '没有任何组织的用户',
    },
  },
  {
    userId: 'u-noauth',
    label: 'User whose role has no menu permissions',
    labels: {
      'en-US': 'User whose role has no menu permissions',
      'ja-JP': 'ロールにメニュー権限がないユーザー',
      'zh-CN': '角色没有菜单权限的用户',
    },
  },
];

/** Opens a session for a user; undefined when there is no such user. */
export function signIn(userId: string): string | undefined {
  const store = db();
  if (!userId || !store.accounts.some((a) => a.userId === userId)) return undefined;
  const token = `tok-${randomBytes(18).toString('base64url')}`;
  store.sessions.push({ token, userId, createdAt: iso(now()) });
  return token;
}

/** Opens a session for an account name and its password (the login page's form); undefined when they do not match. */
export function signInWithPassword(account: string, password: string): string | undefined {
  const found = db().accounts.find((a) => sameName(a.account, account));
  return found && password && found.password === password ? signIn(found.userId) : undefined;
}

/** Ends every session of a user but `keep` (a password change keeps the session that made it). */
export function endSessions(userId: string, keep?: string) {
  const store = db();
  store.sessions = store.sessions.filter((s) => s.userId !== userId || (!!keep && s.token === keep));
}

export function signOut(token: string) {
  const store = db();
  if (token) store.sessions = store.sessions.filter((s) => s.token !== token);
}

/** Ends every session of a user, or of everyone (tests use it for "session expired mid-use"). */
export function expireSessions(userId?: string) {
  const store = db();
  store.sessions = userId ? store.sessions.filter((s) => s.userId !== userId) : [];
}
