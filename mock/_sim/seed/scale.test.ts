import session from '../../session';
import sim from '../../sim';
import { callKey } from '../testing';
import { currentScale, db, resetStore } from '../store';
import { alarms } from './alarms';
import { isScaledOrg, SCALE } from './scale';

const SIM_NOW = '2026-03-15T09:30:00.000Z';
const snapshot = () => JSON.parse(JSON.stringify({ ...db(), sessions: [] }));

beforeEach(() => {
  process.env.SIM_NOW = SIM_NOW;
  // The simulator's own endpoints answer only as the dev or preview back end (mock/_sim/control.ts).
  process.env.SIM_CONTROL = '1';
});
afterEach(() => {
  delete process.env.SIM_CONTROL;
  delete process.env.SIM_SCALE;
  resetStore({ scale: false });
});
afterAll(() => {
  delete process.env.SIM_NOW;
});

describe('SIM_SCALE: the larger tenant', () => {
  it('seeds at least 1,000 organisations, 10,000 devices, 5,000 alarms and 2,000 users', () => {
    resetStore({ scale: true });
    const store = db();
    expect(store.orgs.length).toBeGreaterThanOrEqual(1000);
    expect(store.devices.length).toBeGreaterThanOrEqual(10000);
    expect(store.accounts.length).toBeGreaterThanOrEqual(2000);
    expect(alarms.get().length).toBeGreaterThanOrEqual(5000);
    expect(new Set(store.orgs.map((o) => o.busId)).size).toBe(store.orgs.length);
    expect(new Set(store.orgs.map((o) => o.name.toLowerCase())).size).toBe(store.orgs.length);
    expect(new Set(store.devices.map((d) => d.id)).size).toBe(store.devices.length);
  });

  it('is deterministic and leaves the base rows as they are', () => {
    resetStore({ scale: false });
    const base = snapshot();
    expect(alarms.get()).toHaveLength(300);
    resetStore({ scale: true });
    const first = snapshot();
    resetStore({ scale: true });
    expect(snapshot()).toEqual(first);
    expect(first.orgs.filter((o: { busId: string }) => !isScaledOrg(o.busId))).toEqual(base.orgs);
    expect(first.accounts.slice(0, base.accounts.length)).toEqual(base.accounts);
  });

  it('follows SIM_SCALE when reset without a scale, and the switcher of u-admin lists 1,000+ organisations', async () => {
    process.env.SIM_SCALE = '1';
    resetStore();
    expect(currentScale()).toBe(true);
    const res = await callKey(session, 'GET /api/ropc/business/user/list', { as: 'u-admin', busId: 'org-1' });
    expect(res.body.data.length).toBe(3 + SCALE.orgs);
    process.env.SIM_SCALE = '0';
    resetStore();
    expect(currentScale()).toBe(false);
  });

  it('POST /api/__sim/reset takes scale: true/false and rejects anything else', async () => {
    const on = await callKey(sim, 'POST /api/__sim/reset', { body: { scale: true } });
    expect(on.body.data.scale).toBe(true);
    expect(db().orgs.length).toBeGreaterThanOrEqual(1000);
    expect((await callKey(sim, 'POST /api/__sim/reset', { body: { scale: 'yes' } })).statusCode).toBe(400);
    const off = await callKey(sim, 'POST /api/__sim/reset', { body: { scale: false } });
    expect(off.body.data.scale).toBe(false);
    expect(db().orgs.length).toBeLessThan(100);
  });
});
