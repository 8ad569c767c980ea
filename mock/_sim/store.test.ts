import { db, defineArea, newId, resetStore, storeInfo, currentSeed } from './store';
import { createRng, hashText, int } from './random';
import { now } from './clock';
import { signIn } from './identity';
import { DEFAULT_PASSWORD } from './seed/core';

const SIM_NOW = '2026-03-15T09:30:00.000Z';
const snapshot = () => JSON.parse(JSON.stringify({ ...db(), sessions: [] }));

beforeEach(() => {
  process.env.SIM_NOW = SIM_NOW;
  resetStore();
});
afterAll(() => {
  delete process.env.SIM_NOW;
});

describe('seeding', () => {
  it('gives the same data for the same seed and SIM_NOW', () => {
    const first = snapshot();
    db().orgs[0].name = 'Edited';
    resetStore();
    expect(snapshot()).toEqual(first);
  });

  it('gives the same data on every fresh start, with or without SIM_NOW', () => {
    const freshStart = () => {
      const g = globalThis as unknown as { __ropcSim?: unknown };
      const kept = g.__ropcSim;
      delete g.__ropcSim;
      let data: unknown;
      jest.isolateModules(() => {
        data = JSON.parse(JSON.stringify(require('./store').db()));
      });
      g.__ropcSim = kept;
      return data;
    };
    expect(freshStart()).toEqual(snapshot());
    delete process.env.SIM_NOW;
    expect(freshStart()).toEqual(freshStart());
  });

  it('gives different data for a different seed', () => {
    const first = snapshot();
    resetStore({ seed: 7 });
    expect(currentSeed()).toBe(7);
    expect(snapshot().devices).not.toEqual(first.devices);
    resetStore();
    expect(snapshot()).toEqual(first);
  });

  it('anchors seeded dates to SIM_NOW', () => {
    const latest = Math.max(...db().devices.map((d) => Date.parse(d.createdAt)));
    expect(latest).toBeLessThanOrEqual(Date.parse(SIM_NOW));
    expect(db().accounts.find((a) => a.userId === 'u-admin')!.createdAt).toBe('2025-02-08T09:30:00.000Z');
  });

  it('lets the clock tick on from SIM_NOW after seeding', () => {
    expect(now().getTime()).toBeGreaterThanOrEqual(Date.parse(SIM_NOW));
  });

  it('ignores a SIM_NOW that is not a date', () => {
    process.env.SIM_NOW = 'yesterday-ish';
    expect(() => resetStore()).not.toThrow();
    expect(db().orgs.length).toBeGreaterThan(0);
  });
});

describe('the fleet', () => {
  it('has three top-level organisations with children named in three languages', () => {
    const top = db().orgs.filter((o) => o.parentId === null);
    expect(top.map((o) => o.busId)).toEqual(['org-1', 'org-2', 'org-3']);
    const children = db().orgs.filter((o) => o.parentId !== null);
    top.forEach((t) => expect(children.some((c) => c.parentId === t.busId)).toBe(true));
    const names = children.map((c) => c.name).join(' ');
    expect(names).toMatch(/[A-Za-z]{4}/);
    expect(names).toMatch(/[\u3040-\u30ff]/); // kana: Japanese
    expect(names).toMatch(/[洁净场广]/); // simplified Chinese
    expect(children.filter((c) => c.parentId === 'org-1').length).toBeGreaterThan(10); // more than a page
  });

  it('has two levels of distributors', () => {
    const { distributors } = db();
    const top = distributors.filter((d) => d.parentId === null);
    expect(top.length).toBeGreaterThanOrEqual(2);
    top.forEach((t) => expect(distributors.some((d) => d.parentId === t.id && d.level === 2)).toBe(true));
    expect(top.every((d) => d.level === 1)).toBe(true);
  });

  it('has 8 to 20 devices of the four types in every organisation', () => {
    db().orgs.forEach((o) => {
      const devices = db().devices.filter((d) => d.busId === o.busId);
      expect(devices.length).toBeGreaterThanOrEqual(8);
      expect(devices.length).toBeLessThanOrEqual(20);
      expect(new Set(devices.map((d) => d.type))).toEqual(new Set(['scrubber', 'sweeper', 'vacuum', 'disinfection']));
    });
  });

  it('gives every organisation the two default roles', () => {
    db().orgs.forEach((o) => {
      const builtIn = db()
        .roles.filter((r) => r.busId === o.busId && r.builtIn)
        .map((r) => [r.builtIn, r.name]);
      expect(builtIn).toEqual([
        ['default_admin', 'Administrator'],
        ['default_user', 'Ordinary user'],
      ]);
    });
  });

  it('has the demo users of every startup branch, all with the default password', () => {
    const ids = db().accounts.map((a) => a.userId);
    expect(ids).toEqual(expect.arrayContaining(['u-admin', 'u-operator', 'u-distributor', 'u-noorg', 'u-noauth']));
    expect(db().memberships.filter((m) => m.userId === 'u-admin')).toHaveLength(3);
    expect(db().memberships.some((m) => m.userId === 'u-noorg')).toBe(false);
    expect(db().accounts.every((a) => a.password === DEFAULT_PASSWORD)).toBe(true);
    expect(new Set(db().accounts.map((a) => a.account)).size).toBe(db().accounts.length);
  });
});

describe('reset', () => {
  it('restores every table, keeps sessions and the identity of db()', () => {
    const store = db();
    const token = signIn('u-admin')!;
    store.orgs.push({ ...store.orgs[0], busId: 'org-x' });
    store.roles.splice(0, 1);
    resetStore();
    expect(db()).toBe(store);
    expect(db().orgs.some((o) => o.busId === 'org-x')).toBe(false);
    expect(db().roles[0].id).toBe('org-1-admin');
    expect(db().sessions.some((s) => s.token === token)).toBe(true);
  });
});

describe('areas', () => {
  const seedFn = (core: { devices: { id: string }[] }, rng: () => number) =>
    core.devices.map((d) => ({ id: d.id, count: int(rng, 0, 1000), at: now().toISOString() }));

  it('seed the same rows whenever they are first used, from the tables as seeded', () => {
    const area = defineArea('test-area', seedFn);
    const first = JSON.stringify(area.get());
    resetStore();
    db().devices.splice(0, 5); // edits before first use do not change the area's seed
    expect(JSON.stringify(area.get())).toBe(first);
    expect(area.get()[0].at).toBe(SIM_NOW);
  });

  it('are seeded again after reset, and keep edits until then', () => {
    const area = defineArea('test-area-2', seedFn);
    area.get()[0].count = -1;
    expect(area.get()[0].count).toBe(-1);
    resetStore();
    expect(area.get()[0].count).not.toBe(-1);
    expect(storeInfo().areas).toContain('test-area-2');
  });

  it('use a generator of their own, independent of other areas', () => {
    const a = defineArea('area-a', (_c, rng) => rng());
    const b = defineArea('area-b', (_c, rng) => rng());
    expect(a.get()).not.toBe(b.get());
    expect(b.get()).toBe(createRng(currentSeed() + hashText('area-b'))());
  });
});

describe('newId', () => {
  it('counts per prefix from the last reset and never equals a seeded id', () => {
    expect(newId('org')).toBe('org-n1');
    expect(newId('org')).toBe('org-n2');
    expect(newId('role')).toBe('role-n1');
    resetStore();
    expect(newId('org')).toBe('org-n1');
    expect(db().orgs.some((o) => o.busId === 'org-n1')).toBe(false);
  });
});
