/**
 * Wraps a simulator handler: fault injection and latency, then the platform's checks (x-access-token belongs
 * to a signed-in user, the user may open x-bus-id, the role grants the permission code), then the envelope.
 */
import { db } from './store';
import { Codes, localeOf, messageOf } from './messages';
import { takeFault, faults } from './faults';
import type { Account, Locale, Org } from './types';

export interface Req {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body?: any;
  query?: Record<string, any>;
  params?: Record<string, string>;
}

export interface Res {
  status(code: number): Res;
  setHeader(name: string, value: string): void;
  json(body: unknown): void;
  send(body: string): void;
  end(body?: string): void;
  headersSent?: boolean;
}

export class SimError extends Error {
  constructor(readonly code: string, readonly data?: unknown) {
    super(code);
  }
}

export interface Ctx {
  req: Req;
  locale: Locale;
  user: Account;
  /** The organisation the request acts on (x-bus-id). */
  busId: string;
  org: Org | undefined;
  /** Alternate mode: the distributor the user comes from. */
  sourceBusId?: string;
  permissions: string[];
  body: any;
  query: Record<string, any>;
  params: Record<string, string>;
}

export type Access = 'public' | 'user' | 'org';

export interface RouteOptions {
  /** public: no token needed; user: a signed-in user; org: and access to x-bus-id (default). */
  access?: Access;
  /** The permission code a write needs. */
  permission?: string;
}

const header = (req: Req, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value || '';
};

export function envelope(code: string, locale: Locale, data: unknown = null) {
  return { code, msg: messageOf(code, locale), data };
}

/** The organisations a user may open: memberships, or in alternate mode those its distributor serves. */
export function canOpen(user: Account, busId: string, sourceBusId?: string): boolean {
  const store = db();
  if (store.memberships.some((m) => m.userId === user.userId && m.busId === busId)) return true;
  if (sourceBusId && user.distributorId === sourceBusId) {
    const org = store.orgs.find((o) => o.busId === busId);
    const served = new Set([sourceBusId, ...store.distributors.filter((d) => d.parentId === sourceBusId).map((d) => d.id)]);
    return !!org?.distributorId && served.has(org.distributorId);
  }
  return false;
}

/** The role's permissions of a user in an organisation (alternate mode: the distributor's admin view). */
export function permissionsOf(user: Account, busId: string, sourceBusId?: string): string[] {
  const store = db();
  const membership = store.memberships.find((m) => m.userId === user.userId && m.busId === busId);
  if (membership) return store.roles.find((r) => r.id === membership.roleId)?.permissions || [];
  if (sourceBusId && canOpen(user, busId, sourceBusId)) return store.roles.find((r) => r.busId === busId && r.builtIn === 'default_admin')?.permissions || [];
  return [];
}

export function userOfToken(token: string): Account | undefined {
  const store = db();
  const session = token ? store.sessions.find((s) => s.token === token) : undefined;
  return session ? store.accounts.find((a) => a.userId === session.userId) : undefined;
}

function applyFault(req: Req, res: Res, locale: Locale): boolean {
  const rule = takeFault(req.method, req.path);
  if (!rule) return false;
  const answer = () => {
    switch (rule.kind) {
      case 'hang':
        return; // never answers: the console's timeout must handle it
      case 'html':
        res.status(200).setHeader('Content-Type', 'text/html');
        res.end('<!doctype html><html><body><h1>Gateway maintenance</h1></body></html>');
        return;
      case 'malformed':
        res.status(200).setHeader('Content-Type', 'application/json');
        res.end('{"code":"000200","data":');
        return;
      case 'http':
        if (rule.html) {
          res.status(rule.status || 502).setHeader('Content-Type', 'text/html');
          res.end(`<html><body><h1>${rule.status || 502} Bad Gateway</h1></body></html>`);
        } else {
          res.status(rule.status || 500).json(envelope(rule.code || Codes.defaultError, locale, rule.data ?? null));
        }
        return;
      case 'shapeA':
        res.status(200).json({ success: false, data: rule.data ?? null, errorCode: rule.code || Codes.defaultError, errorMessage: rule.msg ?? messageOf(rule.code || Codes.defaultError, locale), showType: rule.showType });
        return;
      default:
        res.status(200).json({ ...envelope(rule.code || Codes.defaultError, locale, rule.data ?? null), ...(rule.msg ? { msg: rule.msg } : {}) });
    }
  };
  if (rule.delayMs) setTimeout(answer, rule.delayMs);
  else answer();
  return true;
}

/** Builds an Umi mock handler around `fn`, which returns the answer's data or throws a SimError. */
export function route(options: RouteOptions, fn: (ctx: Ctx) => unknown) {
  return (req: Req, res: Res) => {
    const locale = localeOf(header(req, 'x-locale'));
    const run = () => {
      if (applyFault(req, res, locale)) return;
      try {
        const access = options.access || 'org';
        const user = userOfToken(header(req, 'x-access-token'));
        if (access !== 'public' && !user) throw new SimError(Codes.sessionExpired);
        const busId = header(req, 'x-bus-id');
        const sourceBusId = header(req, 'x-mode') ? header(req, 'x-source-bus-id') || undefined : undefined;
        if (access === 'org' && (!busId || !canOpen(user!, busId, sourceBusId))) throw new SimError(Codes.noAccess);
        const permissions = user && busId ? permissionsOf(user, busId, sourceBusId) : [];
        if (options.permission && !permissions.includes(options.permission)) throw new SimError(Codes.forbidden);
        const ctx: Ctx = {
          req,
          locale,
          user: user!,
          busId,
          org: db().orgs.find((o) => o.busId === busId),
          sourceBusId,
          permissions,
          body: req.body || {},
          query: req.query || {},
          params: req.params || {},
        };
        const data = fn(ctx);
        res.status(200).json(envelope(Codes.success, locale, data ?? null));
      } catch (error) {
        if (error instanceof SimError) {
          res.status(200).json(envelope(error.code, locale, error.data ?? null));
          return;
        }
        res.status(500).json(envelope(Codes.defaultError, locale));
      }
    };
    const latency = faults().latencyMs;
    if (latency > 0) setTimeout(run, latency);
    else run();
  };
}

/** Pages a list: current/pageSize default 1 and 10. */
export function paginate<T>(rows: T[], query: { current?: unknown; pageSize?: unknown }): { list: T[]; total: number } {
  const current = Math.max(1, Number(query.current) || 1);
  const pageSize = Math.min(200, Math.max(1, Number(query.pageSize) || 10));
  return { list: rows.slice((current - 1) * pageSize, current * pageSize), total: rows.length };
}
