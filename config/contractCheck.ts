/**
 * The validating dev proxy: with PLATFORM_API set, every request the dev server forwards to the platform and every
 * answer it gets are checked against contract/openapi.yaml, with the simulator's own validator
 * (mock/_sim/contract.ts). Nothing is held or changed: the bytes flow through untouched and are checked once
 * they have all passed. Each distinct violation is printed once in the terminal and listed at
 * GET /__contract/violations (config/contractCheckPlugin.ts). CONTRACT_CHECK=off switches it off.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { findOperation, requestIssues, responseIssues, type Issue } from '../mock/_sim/contract';

export const VIOLATIONS_PATH = '/__contract/violations';
/** Bodies larger than this are not checked (a page of 200 rows is far below it). */
const MAX_BODY = 4 * 1024 * 1024;

export interface ProxyViolation extends Issue {
  kind: 'request' | 'response';
  operationId?: string;
  method: string;
  path: string;
  /** How many times it was seen; the terminal shows the first only. */
  count: number;
  firstAt: string;
  lastAt: string;
}

interface Store {
  byKey: Map<string, ProxyViolation>;
  checked: number;
}

// On globalThis: Umi loads the config (and this module) more than once in one dev server process.
const g = globalThis as unknown as { __ropcProxyContract?: Store };
const store = (): Store => (g.__ropcProxyContract ||= { byKey: new Map(), checked: 0 });

export const contractCheckEnabled = (env: NodeJS.ProcessEnv = process.env) =>
  !!env.PLATFORM_API && String(env.CONTRACT_CHECK || '').toLowerCase() !== 'off';

export function listViolations() {
  const s = store();
  return { checked: s.checked, distinct: s.byKey.size, violations: [...s.byKey.values()] };
}

export function clearViolations() {
  store().byKey.clear();
  store().checked = 0;
}

type Log = (line: string) => void;
let log: Log = (line) => console.warn(line);
/** Where the terminal lines go (tests collect them). */
export function setLog(next: Log) {
  log = next;
}

export function formatViolation(v: ProxyViolation) {
  return (
    `[contract] ${v.kind} of ${v.operationId || '(no operation)'} ${v.method} ${v.path}: ` +
    `${v.where}${v.pointer || ''} - the contract says: ${v.expected}; came: ${v.received ?? '(nothing)'}`
  );
}

/** Records the issues of one exchange; the first sighting of each is printed. */
export function report(
  kind: ProxyViolation['kind'],
  call: { method: string; path: string; operationId?: string },
  issues: Issue[],
) {
  const s = store();
  const at = new Date().toISOString();
  issues.forEach((issue) => {
    // Distinct by operation, side, place and rule: the same broken field on every row is one violation.
    const key = [kind, call.operationId || call.path, call.method, issue.where, issue.pointer, issue.expected].join(
      '|',
    );
    const seen = s.byKey.get(key);
    if (seen) {
      seen.count += 1;
      seen.lastAt = at;
      return;
    }
    const v: ProxyViolation = { kind, ...call, ...issue, count: 1, firstAt: at, lastAt: at };
    s.byKey.set(key, v);
    log(formatViolation(v));
  });
}

/** Collects a stream's chunks beside whoever else reads it (the proxy pipes it on); never pauses it. */
function collect(stream: NodeJS.EventEmitter, done: (body: Buffer | undefined) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  stream.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BODY) chunks.push(Buffer.from(chunk));
  });
  stream.on('end', () => done(size <= MAX_BODY ? Buffer.concat(chunks) : undefined));
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  const e = (encoding || '').toLowerCase();
  if (e === 'gzip' || e === 'x-gzip') return gunzipSync(body);
  if (e === 'br') return brotliDecompressSync(body);
  if (e === 'deflate') return inflateSync(body);
  return body;
}

const safely = (what: () => void) => {
  try {
    what();
  } catch (error) {
    log(`[contract] could not check an exchange: ${(error as Error).message}`);
  }
};

type Req = IncomingMessage & { originalUrl?: string; __contract?: { path: string; operationId?: string } };

function target(req: Req) {
  const url = new URL(req.originalUrl || req.url || '/', 'http://console');
  const query = Object.fromEntries(url.searchParams.entries());
  return { method: (req.method || 'GET').toUpperCase(), path: url.pathname, query };
}

/** http-proxy-middleware's onProxyReq: checks the request once its body has passed. */
export function onProxyReq(_proxyReq: unknown, req: Req) {
  safely(() => {
    const { method, path, query } = target(req);
    const op = findOperation(method, path);
    req.__contract = { path, operationId: op?.operationId };
    const check = (raw?: Buffer) =>
      safely(() => {
        store().checked += 1;
        let body: unknown;
        if (raw && raw.length) {
          try {
            body = JSON.parse(raw.toString('utf8'));
          } catch {
            report('request', { method, path, operationId: op?.operationId }, [
              { where: 'body', pointer: '', expected: 'a JSON body', received: raw.toString('utf8').slice(0, 120) },
            ]);
            return;
          }
        }
        const { issues } = requestIssues({ method, path, query, headers: req.headers, body });
        report('request', { method, path, operationId: op?.operationId }, issues);
      });
    if (method === 'GET' || method === 'HEAD' || req.readableEnded) check();
    else collect(req, check);
  });
}

/** http-proxy-middleware's onProxyRes: checks the answer once it has passed to the browser. */
export function onProxyRes(proxyRes: IncomingMessage, req: Req) {
  safely(() => {
    const { method, path } = target(req);
    const op = findOperation(method, path);
    if (!op) return; // the request's check already said so
    const call = { method, path, operationId: op.operationId };
    const status = proxyRes.statusCode || 0;
    // An event stream (the alarm stream) stays open and is no JSON answer: not collected, its refusals are.
    if (/^text\/event-stream/i.test(String(proxyRes.headers['content-type'] || ''))) return;
    collect(proxyRes, (raw) =>
      safely(() => {
        if (!raw) return;
        const type = String(proxyRes.headers['content-type'] || '');
        const text = decode(raw, proxyRes.headers['content-encoding'] as string | undefined).toString('utf8');
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          report('response', call, [
            {
              where: 'answer',
              pointer: '',
              expected: `JSON { code, msg, data } (HTTP ${status}, ${type || 'no content type'})`,
              received: text.slice(0, 120),
            },
          ]);
          return;
        }
        report('response', call, responseIssues(op, status, body));
      }),
    );
  });
}

/** The proxy options that validate (none when the check is off). */
export function contractCheckHooks(env: NodeJS.ProcessEnv = process.env) {
  return contractCheckEnabled(env) ? { onProxyReq, onProxyRes } : {};
}

/** The dev-only address: GET /__contract/violations answers the list as JSON; DELETE clears it. */
export function violationsMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const path = (req.url || '').split('?')[0];
  if (path !== VIOLATIONS_PATH) return next();
  if (req.method === 'DELETE') clearViolations();
  else if (req.method !== 'GET') {
    res.statusCode = 405;
    res.end();
    return undefined;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(listViolations()));
  return undefined;
}
