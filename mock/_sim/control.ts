/**
 * The simulator's own endpoints (/api/__sim/*, /mock-login) hand out sessions without credentials: they answer only
 * when the simulator runs as the console's dev or preview back end, which `npm start`, `npm run preview`
 * (scripts/preview.mjs) and the end-to-end server (scripts/e2e-server.mjs) say with SIM_CONTROL=1. Anywhere else
 * (a simulator started some other way, e.g. put behind a deployment as a stand-in platform) they answer 404.
 */
import type { Req, Res } from './http';

export const CONTROL_ENV = 'SIM_CONTROL';

/** Read on every request, so tests can switch it. */
export const controlEnabled = () => process.env[CONTROL_ENV] === '1';

type Handler<R extends Res> = (req: Req, res: R) => unknown;

/** The handlers, each answering a plain 404 unless SIM_CONTROL=1. */
export function controlOnly<R extends Res, T extends Record<string, Handler<R>>>(handlers: T): T {
  const guarded = Object.entries(handlers).map(([key, handler]) => [
    key,
    (req: Req, res: R) => {
      res.setHeader('Cache-Control', 'no-store'); // sessions and state: never kept by a browser
      if (controlEnabled()) return handler(req, res);
      res.status(404).setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not Found');
      return undefined;
    },
  ]);
  return Object.fromEntries(guarded) as T;
}

/** A control endpoint's answers: success, or 400 with what is wrong (`field: what it must be`). */
export const ok = (res: Res, data: unknown = null) => res.status(200).json({ code: '000200', msg: 'ok', data });
export const bad = (res: Res, errors: string[]) =>
  res.status(400).json({ code: '010007', msg: errors.join('; '), data: { errors } });
