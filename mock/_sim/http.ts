/**
 * Wraps a simulator handler: latency and fault injection, then the platform's checks (x-access-token belongs to a
 * signed-in user, the user may open x-bus-id, the role grants the permission code), then the envelope.
 */
import { pageNumberOf, pageSizeOf } from '../../src/domain/paging';
import { db } from './store';
import { Codes, envelope, localeOf, messageOf } from './messages';
import { broken, faults, holdHanging, takeFault, type FaultRule } from './faults';
import { fingerprintOf, KeyReusedError, once, usableKey } from './idempotency';
import { canOpen, permissionsOf, roleOf, userOfToken } from './access';
import { MENU_CODES } from '../../src/domain/permissions';
import type { Account, Locale, Org, Role, Text } from './types';
import { checkRequest, checkResponse, type Operation } from './contract';

export { envelope } from './messages';
export { canOpen, permissionsOf, userOfToken } from './access';

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
  /** Cuts the connection (Node's ServerResponse); used to free requests left hanging by a fault. */
  destroy?: () => void;
}

/**
 * A business error: answered as `{ code, msg, data }` with HTTP 200; `msg` defaults to the code's message. A failed
 * check (010007) is built by validate.ts's invalidParam, which gives the rule's own text.
 */
export class SimError extends Error {
  constructor(
    readonly code: string,
    readonly data?: unknown,
    readonly msg?: string | Text,
  ) {
    super(code);
  }
}

export interface Ctx {
  req: Req;
  locale: Locale;
  /** The signed-in user (undefined only on public routes without a valid token). */
  user: Account;
  /** The organisation the request acts on (x-bus-id). */
  busId: string;
  org: Org | undefined;
  /** Alternate mode: the business id the user comes from (x-source-bus-id, when x-mode is sent). */
  sourceBusId?: string;
  /** The permission codes of the user in busId. */
  permissions: string[];
  /** The role in effect in busId (the membership's, or the default administrator in alternate mode). */
  role?: Role;
  body: any;
  query: Record<string, any>;
  params: Record<string, string>;
}

export type Access = 'public' | 'user' | 'org';

/**
 * What a handler returns when it answers itself rather than with an envelope (the alarm stream): route() has
 * done its checks (token, organisation, permission, faults) and hands the answer over to `start`.
 */
export class Takeover {
  constructor(readonly start: (res: Res) => void) {}
}

/** `return takeOver((res) => ...)`: the handler writes the answer itself once route()'s checks passed. */
export const takeOver = (start: (res: Res) => void) => new Takeover(start);

export interface RouteOptions {
  /** public: no token needed; user: a signed-in user; org: and access to x-bus-id (default). */
  access?: Access;
  /** The permission code(s) a write needs (all of them), else 010012. */
  permission?: string | string[];
  /**
   * The menu code(s) of a read: the caller needs at least one of them in x-bus-id, else 010012 (the area's menu
   * code; a list that other areas' forms use names those areas too). `ANY_MENU`: any menu code at all.
   */
  read?: string | readonly string[];
}

/** Reads every area of the console needs (its display settings): the caller needs some menu code. */
export const ANY_MENU = MENU_CODES;

export type Handler = (req: Req, res: Res) => Promise<void>;

export const header = (req: Req, name: string) => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value || '').trim();
};

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A JSON value without keys that could reach an object's prototype when merged into a row. */
export function cleanInput(value: unknown, depth = 0): any {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => cleanInput(v, depth + 1));
  const out: Record<string, unknown> = {};
  Object.keys(value).forEach((key) => {
    if (!UNSAFE_KEYS.has(key)) out[key] = cleanInput((value as Record<string, unknown>)[key], depth + 1);
  });
  return out;
}

const PAGE = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1><p>nginx</p></body></html>`;

function faultBody(rule: FaultRule, locale: Locale) {
  const code = rule.code || Codes.defaultError;
  if (rule.kind === 'shapeA' || rule.showType !== undefined) {
    return {
      success: false,
      data: rule.data ?? null,
      errorCode: code,
      errorMessage: rule.msg ?? messageOf(code, locale),
      showType: rule.showType,
    };
  }
  return envelope(code, locale, rule.data ?? null, rule.msg);
}

/** Answers with a forced fault; `proceed` answers normally (kind delay); `answer` sends a checked envelope (kind answer). */
function answerFault(
  rule: FaultRule,
  res: Res,
  locale: Locale,
  proceed: () => void,
  done: () => void,
  answer: (status: number, body: unknown) => void,
) {
  const send = () => {
    if (rule.kind === 'answer') {
      answer(200, envelope(rule.code || Codes.success, locale, rule.data ?? null, rule.msg));
      done();
      return;
    }
    const html = (status: number, body: string) => {
      res.status(status).setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(body);
    };
    if (rule.kind === 'html') html(200, typeof rule.html === 'string' ? rule.html : PAGE('Gateway maintenance'));
    else if (rule.kind === 'malformed') {
      res.status(200).setHeader('Content-Type', 'application/json');
      res.end('{"code":"000200","msg":"success","data":{"list":[');
    } else if (rule.kind === 'http' && rule.html)
      html(rule.status || 502, typeof rule.html === 'string' ? rule.html : PAGE(`${rule.status || 502} Bad Gateway`));
    else res.status(rule.kind === 'http' ? rule.status || 500 : 200).json(faultBody(rule, locale));
    done();
  };
  if (rule.kind === 'hang') {
    holdHanging(res); // never answers: the console's timeout must handle it
    done();
  } else if (rule.kind === 'delay') setTimeout(proceed, rule.delayMs || 0);
  else if (rule.delayMs) setTimeout(send, rule.delayMs);
  else send();
}

function contextOf(req: Req, options: RouteOptions, locale: Locale): Ctx {
  const access = options.access || 'org';
  const user = userOfToken(header(req, 'x-access-token'));
  if (access !== 'public' && !user) throw new SimError(Codes.sessionExpired);
  const busId = header(req, 'x-bus-id');
  const sourceBusId = header(req, 'x-mode') ? header(req, 'x-source-bus-id') || undefined : undefined;
  if (access === 'org' && !broken('scope') && !canOpen(user!, busId, sourceBusId)) throw new SimError(Codes.noAccess);
  const permissions = user && busId ? permissionsOf(user, busId, sourceBusId) : [];
  const needed = broken('permission') ? [] : ([] as string[]).concat(options.permission || []);
  if (needed.some((code) => !permissions.includes(code))) throw new SimError(Codes.forbidden);
  const readable = broken('permission') ? [] : ([] as string[]).concat(options.read || []);
  if (readable.length && !readable.some((code) => permissions.includes(code))) throw new SimError(Codes.forbidden);
  return {
    req,
    locale,
    user: user!,
    busId,
    org: db().orgs.find((o) => o.busId === busId),
    sourceBusId,
    permissions,
    role: user && busId ? roleOf(user, busId, sourceBusId) : undefined,
    body: req.body && typeof req.body === 'object' ? cleanInput(req.body) : {},
    query: cleanInput(req.query || {}),
    params: req.params || {},
  };
}

/**
 * Builds an Umi mock handler around `fn`, which returns the answer's data (or a promise of it) or throws a
 * SimError. Anything else thrown answers HTTP 500 with 000500. The handler's promise settles once answered.
 * Annotate `fn`'s return with the API type the console reads (`(ctx): API.Role => ...`, `null` for no data),
 * so tsc reports a drift between the simulator and src/services/ropc/typings*.d.ts.
 */
export function route<T>(options: RouteOptions, fn: (ctx: Ctx) => T | Promise<T>): Handler {
  return (req: Req, res: Res) =>
    new Promise<void>((done) => {
      // No answer of the platform is kept by a browser (contract: "Caching"): after Log Out the cache holds none.
      res.setHeader('Cache-Control', 'no-store');
      const locale = localeOf(header(req, 'x-locale'));
      // The contract (contract/openapi.yaml): the request is checked here, every answer below; never throws.
      let op: Operation | undefined;
      const checked = (what: () => void) => {
        try {
          what();
        } catch (error) {
          console.error('[simulator] could not check the contract', error);
        }
      };
      checked(() => {
        op = checkRequest(req);
      });
      const answer = (status: number, body: unknown) => {
        checked(() => checkResponse(req, op, status, JSON.parse(JSON.stringify(body))));
        // The envelope break is a fault injected on purpose, like the forced answers: what is checked above is
        // the simulator's own answer, so a tool's test that breaks it does not fail the simulator's record.
        res.status(status).json(broken('envelope') ? misnamedMessage(body) : body);
      };
      // Never throws: a rejected promise here would be unhandled in Umi's middleware and end the dev server.
      const fail = (error: unknown) => {
        try {
          if (res.headersSent) return;
          if (error instanceof SimError) answer(200, envelope(error.code, locale, error.data ?? null, error.msg));
          else {
            if (!process.env.JEST_WORKER_ID) console.error(`[simulator] ${req.method} ${req.path}`, error);
            answer(500, envelope(Codes.defaultError, locale));
          }
        } catch (sendError) {
          console.error('[simulator] could not answer', sendError);
        } finally {
          done();
        }
      };
      const succeed = (data: unknown) => {
        try {
          if (data instanceof Takeover) data.start(res);
          else if (!res.headersSent) answer(200, envelope(Codes.success, locale, data ?? null));
          done();
        } catch (error) {
          fail(error); // e.g. data that is not JSON (a cycle, a BigInt)
        }
      };
      const handle = () => {
        try {
          const ctx = contextOf(req, options, locale);
          const key = req.method !== 'GET' ? usableKey(header(req, 'idempotency-key')) : undefined;
          if (key) {
            // Scoped to the account, the organisation (and the one it is opened from) and the operation.
            const scope = [ctx.user?.userId || '', ctx.busId, ctx.sourceBusId || '', req.method, req.path, key].join(
              '|',
            );
            once(
              scope,
              fingerprintOf(ctx.body),
              () => Promise.resolve().then(() => fn(ctx)),
              (error) => error instanceof SimError,
            ).then(succeed, (error) =>
              fail(error instanceof KeyReusedError ? new SimError(Codes.idempotencyKeyReused) : error),
            );
            return;
          }
          const out = fn(ctx);
          if (out && typeof (out as Promise<unknown>).then === 'function')
            (out as Promise<unknown>).then(succeed, fail);
          else succeed(out);
        } catch (error) {
          fail(error);
        }
      };
      const run = () => {
        const rule = takeFault(req.method, req.path);
        if (rule) answerFault(rule, res, locale, handle, done, answer);
        else handle();
      };
      const latency = faults().latencyMs;
      if (latency > 0) setTimeout(run, latency);
      else run();
    });
}

/** The `envelope` break: `{ code, message, data }`, as a platform that renamed the field would answer. */
function misnamedMessage(body: unknown) {
  if (!body || typeof body !== 'object' || !('msg' in body)) return body;
  const { msg, ...rest } = body as { msg: unknown };
  return { ...rest, message: msg };
}

/** Pages a list: `current`/`pageSize` default 1 and 10 (pageSize at most 200); bad values fall back to those. */
export function paginate<T>(rows: T[], query: { current?: unknown; pageSize?: unknown }): API.Page<T> {
  const current = pageNumberOf(query?.current);
  const asked = Math.floor(Number(query?.pageSize));
  // The `paging` break: no clamp at 200.
  const pageSize = broken('paging') && asked >= 1 ? asked : pageSizeOf(query?.pageSize);
  return { list: rows.slice((current - 1) * pageSize, current * pageSize), total: rows.length };
}
