/**
 * The simulator as a plain Node HTTP server on a loopback port, without Umi: for unit tests of tools that talk to a
 * platform over HTTP (the dev server's validating proxy, `npm run contract:verify`). The same handlers as the dev
 * and preview servers, routed by their `METHOD /path/:param` keys; JSON bodies only. SIM_CONTROL=1 is the
 * caller's to set (the control endpoints answer 404 without it).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import account from '../account';
import alarm from '../alarm';
import attention from '../attention';
import dashboard from '../dashboard';
import fleetHealth from '../fleetHealth';
import identity from '../identity';
import invitation from '../invitation';
import manufacturer from '../manufacturer';
import organization from '../organization';
import profile from '../profile';
import role from '../role';
import session from '../session';
import settings from '../settings';
import sim from '../sim';
import simAlarms from '../simAlarms';
import tutorial from '../tutorial';
import user from '../user';

type AnyHandler = (req: any, res: any) => unknown;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: AnyHandler;
  /** Literal routes before those with parameters (`/alarm/devices` before `/alarm/:id`). */
  params: number;
}

/** Every module of mock/ by its file name (umi dev loads them all; mock/_sim/standalone.test.ts holds the two equal). */
export const MODULES = {
  account,
  alarm,
  attention,
  dashboard,
  fleetHealth,
  identity,
  invitation,
  manufacturer,
  organization,
  profile,
  role,
  session,
  settings,
  sim,
  simAlarms,
  tutorial,
  user,
};
const ALL = Object.values(MODULES);
function routes(): Route[] {
  const list: Route[] = [];
  ALL.forEach((handlers) =>
    Object.entries(handlers as Record<string, AnyHandler>).forEach(([key, handler]) => {
      const [method, path] = key.split(/\s+/);
      const names: string[] = [];
      const source = path.replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      list.push({ method, pattern: new RegExp(`^${source}$`), names, handler, params: names.length });
    }),
  );
  return list.sort((a, b) => a.params - b.params);
}

/** The express-like answer object the handlers write to. */
function adapt(res: ServerResponse) {
  const out = Object.assign(res, {
    status(code: number) {
      res.statusCode = code;
      return out;
    },
    json(body: unknown) {
      if (!res.getHeader('content-type')) res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(body));
    },
    send(body: string) {
      res.end(body);
    },
    cookie(name: string, value: string) {
      res.setHeader('Set-Cookie', `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`);
    },
    redirect(status: number, url: string) {
      res.statusCode = status;
      res.setHeader('Location', url);
      res.end();
    },
  });
  return out;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : {});
      } catch {
        resolve(text);
      }
    });
  });
}

export interface Standalone {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Starts the simulator on 127.0.0.1 (a free port unless given). */
export async function startSimulator(port = 0): Promise<Standalone> {
  const table = routes();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url || '/', 'http://simulator');
    const method = (req.method || 'GET').toUpperCase();
    const route = table.find((r) => r.method === method && r.pattern.test(url.pathname));
    const body = await readBody(req);
    if (!route) {
      res.statusCode = 404;
      res.end('Not Found');
      return;
    }
    const match = url.pathname.match(route.pattern)!;
    const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
    try {
      await route.handler(
        Object.assign(req, { path: url.pathname, body, query: Object.fromEntries(url.searchParams), params }),
        adapt(res),
      );
    } catch (error) {
      if (!res.headersSent) res.statusCode = 500;
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => {
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
