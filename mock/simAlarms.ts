// Simulator control of live alarms and their stream (contract: GET /api/ropc/alarm/stream), for development, tests
// and the tour: raise (a burst with count) or clear alarms now, raise on a schedule, offer the stream or not, set
// its heartbeat, cut open streams. Only with SIM_CONTROL=1 (_sim/control.ts): 404 otherwise.
import type { AlarmType } from '../src/domain/alarmTypes';
import type { Req, Res } from './_sim/http';
import { bad, controlOnly, ok } from './_sim/control';
import {
  configureStream,
  cutStreams,
  heartbeatMs,
  newestEventId,
  openStreams,
  scheduleEveryMs,
  streamEnabled,
} from './_sim/alarmFeed';
import { clearAlarm, envSchedule, raiseAlarms, raiseProblems, scheduleAlarms } from './_sim/alarmRaise';

/** The shortest heartbeat and schedule a test may ask for. */
const SHORTEST_MS = 50;

// `SIM_ALARM_EVERY_MS` (npm start): raises one alarm on that schedule while the simulator runs.
if (!process.env.JEST_WORKER_ID && !scheduleEveryMs()) scheduleAlarms(envSchedule());

const bodyOf = (req: Req) =>
  (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}) as Record<string, unknown>;

const streamState = () => ({
  enabled: streamEnabled(),
  heartbeatMs: heartbeatMs(),
  open: openStreams(),
  newestId: String(newestEventId()),
  scheduleEveryMs: scheduleEveryMs(),
});

export default controlOnly({
  // Body: { busId?, type?, deviceName?, count? } raises count (default 1) alarms now; { clear: alarmId } clears one.
  'POST /api/__sim/alarms/raise': (req: Req, res: Res) => {
    const { clear, ...input } = bodyOf(req);
    if (clear !== undefined) {
      const row = typeof clear === 'string' ? clearAlarm(clear) : undefined;
      return row ? ok(res, { ids: [row.id] }) : bad(res, ['clear: the id of an ongoing alarm']);
    }
    const problems = raiseProblems(input);
    if (problems.length) return bad(res, problems);
    const rows = raiseAlarms(input as { busId?: string; type?: AlarmType; deviceName?: string; count?: number });
    return ok(res, { ids: rows.map((row) => row.id) });
  },
  // Body: { everyMs }: one alarm of the fleet every everyMs while running; 0 stops.
  'POST /api/__sim/alarms/schedule': (req: Req, res: Res) => {
    const { everyMs } = bodyOf(req);
    if (!(everyMs === 0 || (Number.isInteger(everyMs) && (everyMs as number) >= SHORTEST_MS)))
      return bad(res, [`everyMs: 0, or a whole number of at least ${SHORTEST_MS}`]);
    scheduleAlarms(everyMs as number);
    return ok(res, streamState());
  },
  'GET /api/__sim/stream': (_req: Req, res: Res) => ok(res, streamState()),
  // Body: { enabled?, heartbeatMs? }: enabled false answers 404 (a platform without the stream) and ends open ones.
  'POST /api/__sim/stream': (req: Req, res: Res) => {
    const { enabled, heartbeatMs: beat } = bodyOf(req);
    const problems = [
      ...(enabled !== undefined && typeof enabled !== 'boolean' ? ['enabled: true or false'] : []),
      ...(beat !== undefined && !(Number.isInteger(beat) && (beat as number) >= SHORTEST_MS)
        ? [`heartbeatMs: a whole number of at least ${SHORTEST_MS}`]
        : []),
    ];
    if (problems.length) return bad(res, problems);
    configureStream({ enabled: enabled as boolean | undefined, heartbeatMs: beat as number | undefined });
    return ok(res, streamState());
  },
  // Ends every open stream now: clients resume with Last-Event-ID.
  'POST /api/__sim/stream/cut': (_req: Req, res: Res) => ok(res, { cut: cutStreams() }),
});
