/**
 * Every value the console keeps in the browser, named once: the login-token cookie, the locale cookie,
 * local storage token / currentOrgId / umi_locale / ropc.theme / ropc.desktopAlarms and the session storage mode
 * state.
 */
import Cookies from 'js-cookie';
import { getRuntimeConfig } from './runtimeConfig';
import { LOCAL_LOCALE, LOCAL_ORG, LOCAL_THEME, LOCAL_TOKEN, SESSION_MODE } from './storageKeys';

export { LOCAL_LOCALE, LOCAL_ORG, LOCAL_THEME, LOCAL_TOKEN, SESSION_MODE };
/** The users of this browser who turned desktop alarm notifications on (a choice of this browser, not the platform's). */
export const LOCAL_DESKTOP_ALARMS = 'ropc.desktopAlarms';

export interface ModeState {
  mode: string;
  busId: string;
  fromBusId?: string;
}

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // storage can be disabled (privacy mode); the console still works for this visit
  }
}

export const tokenCookie = {
  get: () => Cookies.get(getRuntimeConfig().tokenCookie) || '',
  remove: () => {
    const name = getRuntimeConfig().tokenCookie;
    Cookies.remove(name);
    Cookies.remove(name, { path: '/' });
  },
};

export const localeCookie = {
  get: () => Cookies.get(getRuntimeConfig().localeCookie) || '',
  set: (locale: string) =>
    Cookies.set(getRuntimeConfig().localeCookie, locale, { path: '/', expires: 365, sameSite: 'lax' }),
};

export const storedToken = {
  get: () => safe(() => localStorage.getItem(LOCAL_TOKEN) || '', ''),
  set: (token: string) => safe(() => localStorage.setItem(LOCAL_TOKEN, token), undefined),
  remove: () => safe(() => localStorage.removeItem(LOCAL_TOKEN), undefined),
};

export const storedOrgId = {
  get: () => safe(() => localStorage.getItem(LOCAL_ORG) || '', ''),
  set: (id: string) => safe(() => localStorage.setItem(LOCAL_ORG, id), undefined),
  remove: () => safe(() => localStorage.removeItem(LOCAL_ORG), undefined),
};

export const storedLocale = {
  get: () => safe(() => localStorage.getItem(LOCAL_LOCALE) || '', ''),
  set: (locale: string) => safe(() => localStorage.setItem(LOCAL_LOCALE, locale), undefined),
};

export const storedMode = {
  get: (): ModeState | null =>
    safe(() => {
      const raw = sessionStorage.getItem(SESSION_MODE);
      if (!raw) return null;
      const parsed = JSON.parse(raw);
      return parsed && typeof parsed.mode === 'string' && typeof parsed.busId === 'string' ? parsed : null;
    }, null),
  set: (state: ModeState) => safe(() => sessionStorage.setItem(SESSION_MODE, JSON.stringify(state)), undefined),
  remove: () => safe(() => sessionStorage.removeItem(SESSION_MODE), undefined),
};

type ThemeMode = 'light' | 'dark';
interface StoredThemes {
  /** The theme of the last user who signed in on this browser: the first paint before the user is known. */
  last?: ThemeMode;
  users: Record<string, ThemeMode>;
}
const isTheme = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

function readThemes(): StoredThemes {
  return safe<StoredThemes>(
    () => {
      const parsed = JSON.parse(localStorage.getItem(LOCAL_THEME) || '{}');
      const users: Record<string, ThemeMode> = {};
      Object.entries(parsed?.users || {}).forEach(([id, mode]) => {
        if (isTheme(mode)) users[id] = mode;
      });
      return { last: isTheme(parsed?.last) ? parsed.last : undefined, users };
    },
    { users: {} },
  );
}

export const storedTheme = {
  last: (): ThemeMode | undefined => readThemes().last,
  get: (userId: string): ThemeMode | undefined => readThemes().users[userId],
  set: (userId: string, mode: ThemeMode) =>
    safe(() => {
      const themes = readThemes();
      localStorage.setItem(LOCAL_THEME, JSON.stringify({ last: mode, users: { ...themes.users, [userId]: mode } }));
    }, undefined),
};

function readDesktopAlarms(): Record<string, true> {
  return safe(() => {
    const parsed = JSON.parse(localStorage.getItem(LOCAL_DESKTOP_ALARMS) || '{}');
    return Object.fromEntries(
      Object.keys(parsed || {})
        .filter((id) => parsed[id] === true)
        .map((id) => [id, true]),
    );
  }, {});
}

/** Kept across logins, like the theme: turning it on again would ask nothing new of the user. */
export const storedDesktopAlarms = {
  get: (userId: string): boolean => readDesktopAlarms()[userId] === true,
  set: (userId: string, on: boolean) =>
    safe(() => {
      const users = readDesktopAlarms();
      if (on) users[userId] = true;
      else delete users[userId];
      localStorage.setItem(LOCAL_DESKTOP_ALARMS, JSON.stringify(users));
    }, undefined),
};

/** Logout and session expiry: forget everything this session stored. */
export function clearSession() {
  storedToken.remove();
  storedOrgId.remove();
  storedMode.remove();
  tokenCookie.remove();
}
