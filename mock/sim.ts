// Simulator control for development and tests (a mock file: served by dev and preview, never in the static build):
// state, reset the seed, inject faults, expire sessions, open a session without the login page. Only with
// SIM_CONTROL=1 (_sim/control.ts): 404 otherwise.
import { clearFaults, faults, setFaults } from './_sim/faults';
import { clearIdempotency } from './_sim/idempotency';
import { expireSessions, signIn } from './_sim/identity';
import { currentScale, currentSeed, resetStore, storeInfo } from './_sim/store';
import { advanceClock, now } from './_sim/clock';
import { takeViolations, violations, warmUp } from './_sim/contract';
import type { Req, Res } from './_sim/http';
import { bad, controlOnly, ok } from './_sim/control';
import { resetFeed } from './_sim/alarmFeed';
import { envSchedule, scheduleAlarms } from './_sim/alarmRaise';

// The contract's validators are compiled once, soon after start, rather than on the first request of each operation.
if (!process.env.JEST_WORKER_ID) {
  setTimeout(() => {
    try {
      warmUp();
    } catch (error) {
      console.error('[simulator] could not load contract/openapi.yaml', error);
    }
  }, 0);
}

export default controlOnly({
  'GET /api/__sim': (_req: Req, res: Res) => ok(res, { ...storeInfo(), now: now().toISOString(), faults: faults() }),
  'POST /api/__sim/reset': (req: Req, res: Res) => {
    const seed = req.body?.seed;
    const scale = req.body?.scale;
    if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0)) return bad(res, ['seed: a whole number']);
    if (scale !== undefined && typeof scale !== 'boolean') return bad(res, ['scale: true or false']);
    resetStore({ ...(seed === undefined ? {} : { seed }), ...(scale === undefined ? {} : { scale }) });
    clearFaults();
    clearIdempotency();
    resetFeed();
    scheduleAlarms(envSchedule());
    return ok(res, { seed: currentSeed(), scale: currentScale() });
  },
  // Body: { advanceMs } or { to } (an ISO instant): moves "now" ahead, never back (a reset undoes it). The seeded
  // history then grows up to the new "now", as it does while the simulator runs (a console open across midnight).
  'POST /api/__sim/clock': (req: Req, res: Res) => {
    const { advanceMs, to } = (req.body || {}) as { advanceMs?: unknown; to?: unknown };
    const target = typeof to === 'string' ? Date.parse(to) : NaN;
    const ms = typeof advanceMs === 'number' ? advanceMs : target - now().getTime();
    if (!Number.isFinite(ms) || ms < 0)
      return bad(res, ['advanceMs: a whole number >= 0, or to: an ISO instant not before now']);
    advanceClock(Math.round(ms));
    return ok(res, { now: now().toISOString() });
  },
  'GET /api/__sim/faults': (_req: Req, res: Res) => ok(res, faults()),
  // Body: { latencyMs?, rules?, append? }; rules replace the current ones unless append is true.
  'POST /api/__sim/faults': (req: Req, res: Res) => {
    const { append, ...input } = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const errors = setFaults(Array.isArray(req.body) ? req.body : input, { append: append === true });
    return errors.length ? bad(res, errors) : ok(res, faults());
  },
  'DELETE /api/__sim/faults': (_req: Req, res: Res) => {
    clearFaults();
    ok(res, faults());
  },
  // The contract violations recorded since the last clear (requests and answers off contract/openapi.yaml), and
  // how many there were since the simulator started (a clear does not lower it): the end-to-end run fails on any.
  'GET /api/__sim/contract': (_req: Req, res: Res) => ok(res, violations()),
  'DELETE /api/__sim/contract': (_req: Req, res: Res) => ok(res, { cleared: takeViolations().length }),
  'POST /api/__sim/expire': (req: Req, res: Res) => {
    expireSessions(typeof req.body?.userId === 'string' ? req.body.userId : undefined);
    ok(res);
  },
  // A session token for API-level tests and curl: { userId } -> { token } (send it as x-access-token).
  'POST /api/__sim/login': (req: Req, res: Res) => {
    const token = signIn(String(req.body?.userId || ''));
    return token ? ok(res, { token }) : bad(res, ['userId: a known user id']);
  },
});
