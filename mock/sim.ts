// Simulator control for development and tests: reset the seed, inject faults, expire sessions.
import { clearFaults, faults, setFaults } from './_sim/faults';
import { expireSessions } from './_sim/identity';
import { resetStore } from './_sim/store';
import type { Req, Res } from './_sim/http';

export default {
  'POST /api/__sim/reset': (_req: Req, res: Res) => {
    resetStore();
    clearFaults();
    res.json({ code: '000200', msg: 'reset', data: null });
  },
  'GET /api/__sim/faults': (_req: Req, res: Res) => res.json({ code: '000200', msg: 'ok', data: faults() }),
  'POST /api/__sim/faults': (req: Req, res: Res) => {
    setFaults(req.body || {});
    res.json({ code: '000200', msg: 'ok', data: faults() });
  },
  'DELETE /api/__sim/faults': (_req: Req, res: Res) => {
    clearFaults();
    res.json({ code: '000200', msg: 'ok', data: faults() });
  },
  'POST /api/__sim/expire': (req: Req, res: Res) => {
    expireSessions(req.body?.userId);
    res.json({ code: '000200', msg: 'ok', data: null });
  },
};
