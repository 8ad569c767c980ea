/**
 * Which text a failed request shows: for 060103 the interface's reason table; otherwise the URL+method override
 * (by `code:data.rule`, then by code), the common service error of the code, then the platform's own message, then the fallback.
 */
import type { MessageKey } from '@/locales/types';
import { t } from '@/locales/t';
import { API_PREFIX, Code } from './codes';
import type { BizError } from './errors';
import { commonCodes, overrides, reasons } from './messageTables';

function pathOf(url: string): string {
  try {
    const path = new URL(url, 'http://origin.invalid').pathname;
    // An originUrl may be given without the prefix ('/auth/role/create').
    return path.startsWith('/api/') ? path : `${API_PREFIX}${path}`;
  } catch {
    return url;
  }
}

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.replace(/\/+$/, '').split('/');
  return a.length === b.length && a.every((segment, i) => (segment === '*' ? b[i] !== '' : segment === b[i]));
}

/** The table entry for a request: `METHOD path`, where `*` in the table matches one path segment. */
export function lookup<T>(table: Record<string, T>, method: string, url: string): T | undefined {
  const path = pathOf(url);
  const verb = method.toUpperCase();
  const exact = table[`${verb} ${path}`];
  if (exact) return exact;
  const key = Object.keys(table).find((k) => {
    const [m, p] = k.split(' ');
    return m === verb && p.includes('*') && matches(p, path);
  });
  return key ? table[key] : undefined;
}

export function messageKeyFor(error: Pick<BizError, 'code' | 'data' | 'url' | 'method'>): MessageKey | undefined {
  if (error.code === Code.specialReason) {
    const reason = (error.data as { reasonCode?: unknown } | null | undefined)?.reasonCode;
    const table = lookup(reasons, error.method, error.url);
    return typeof reason === 'string' && table ? table[reason] : undefined;
  }
  const table = lookup(overrides, error.method, error.url);
  // A 010007 answer names its rule (data.rule): `code:rule` entries say more than the code's own message.
  const rule = (error.data as { rule?: unknown } | null | undefined)?.rule;
  const override = (typeof rule === 'string' ? table?.[`${error.code}:${rule}`] : undefined) || table?.[error.code];
  if (override) return override;
  if (commonCodes.includes(error.code)) return `request.code.${error.code}` as MessageKey;
  return undefined;
}

/** The translated text for a business error. */
export function messageFor(error: Pick<BizError, 'code' | 'data' | 'url' | 'method' | 'message'>): string {
  const key = messageKeyFor(error);
  if (key) return t(key);
  return error.message || t('request.error.fallback');
}
