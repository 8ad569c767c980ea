/**
 * Which text a failed request shows: the URL+method override table, the 060103 reason tables, the per-code
 * table of common service errors, then the server's own message, then the fallback.
 */
import type { MessageKey } from '@/locales/types';
import { t } from '@/locales/t';
import { Code } from './codes';
import type { BizError } from './errors';

/** `${method} ${path}` -> code -> message key. Paths may end in `/*` for an id segment. */
const urlOverrides: Record<string, Partial<Record<string, MessageKey>>> = {
  'post /api/ropc/auth/role/create': { [Code.defaultError]: 'failure.add' },
  'patch /api/ropc/auth/role/update': { [Code.defaultError]: 'failure.modify' },
  'delete /api/ropc/auth/role/delete/*': { [Code.defaultError]: 'failure.delete' },
  'post /api/ropc/business': { [Code.defaultError]: 'failure.add' },
  'patch /api/ropc/business/*': { [Code.defaultError]: 'failure.modify' },
  'post /api/ropc/distributor': { [Code.defaultError]: 'failure.add' },
};

/** 060103: the message depends on data.reasonCode and on the interface. */
const reasonTables: Record<string, Record<string, MessageKey>> = {
  'delete /api/ropc/auth/role/delete/*': { ROLE_IN_USE: 'request.reason.roleInUse' },
  'delete /api/ropc/business/*': { ORG_IN_USE: 'request.reason.orgInUse' },
};

const commonCodes = new Set<string>([
  Code.defaultError,
  Code.sessionExpired,
  Code.noAccess,
  '010001', '010002', '010003', '010004', '010005', '010006', '010007',
  '010008', '010009', '010010', '010011', '010012', '010013', '010014',
]);

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://origin.invalid').pathname;
  } catch {
    return url;
  }
}

/** Finds the table entry for a URL, trying the exact path and then its parent with `/*`. */
function lookup<T>(table: Record<string, T>, method: string, url: string): T | undefined {
  const path = pathOf(url);
  const exact = table[`${method} ${path}`];
  if (exact) return exact;
  const parent = path.replace(/\/[^/]+$/, '/*');
  return table[`${method} ${parent}`];
}

export function messageKeyFor(error: Pick<BizError, 'code' | 'data' | 'url' | 'method'>): MessageKey | undefined {
  if (error.code === Code.specialReason) {
    const reason = (error.data as { reasonCode?: string } | undefined)?.reasonCode;
    const table = lookup(reasonTables, error.method, error.url);
    return reason && table ? table[reason] : undefined;
  }
  const override = lookup(urlOverrides, error.method, error.url)?.[error.code];
  if (override) return override;
  if (commonCodes.has(error.code)) return `request.code.${error.code}` as MessageKey;
  return undefined;
}

export function messageFor(error: BizError): string {
  const key = messageKeyFor(error);
  if (key) return t(key);
  return error.message || t('request.error.fallback');
}
