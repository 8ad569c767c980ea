// The cookie names the console reads, from the same `config.js` ops edit (`tokenCookie`, `localeCookie`), so that
// the simulator's login writes what the console looks for. `max preview` serves dist/, `max dev` serves public/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

export interface CookieNames {
  token: string;
  locale: string;
}

const DEFAULTS: CookieNames = { token: 'token', locale: 'locale' };

/** Evaluates a config.js text in an empty sandbox and returns its cookie names (defaults for anything missing). */
export function cookieNamesOf(source: string): CookieNames {
  const window: { ROPC_CONFIG?: { tokenCookie?: unknown; localeCookie?: unknown } } = {};
  try {
    runInNewContext(source, { window }, { timeout: 50 });
  } catch {
    return DEFAULTS;
  }
  const name = (value: unknown, fallback: string) =>
    typeof value === 'string' && /^[\w.-]+$/.test(value) ? value : fallback;
  return {
    token: name(window.ROPC_CONFIG?.tokenCookie, DEFAULTS.token),
    locale: name(window.ROPC_CONFIG?.localeCookie, DEFAULTS.locale),
  };
}

/** Read on every login, so an edit to config.js applies without a restart, as it does for the console. */
export function cookieNames(): CookieNames {
  const dir = process.argv.includes('preview') ? 'dist' : 'public';
  try {
    return cookieNamesOf(readFileSync(join(process.cwd(), dir, 'config.js'), 'utf8'));
  } catch {
    return DEFAULTS;
  }
}
