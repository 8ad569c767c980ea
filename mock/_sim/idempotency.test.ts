import roles from '../role';
import { clearFaults, setFaults } from './faults';
import { clearIdempotency, IDEMPOTENCY_TTL_MS, once } from './idempotency';
import { db, resetStore } from './store';
import { callKey } from './testing';

const CREATE = 'POST /api/ropc/auth/role/create';
const create = (name: string, headers: Record<string, string> = {}, as = 'u-admin') =>
  callKey(roles, CREATE, { as, busId: 'org-1', body: { name, permissions: [] }, headers });
const named = (name: string) => db().roles.filter((r) => r.name === name);

beforeEach(() => {
  resetStore();
  clearFaults();
  clearIdempotency();
});

describe('Idempotency-Key', () => {
  it('a repeated key answers the first answer without creating twice', async () => {
    const first = await create('Night shift', { 'idempotency-key': 'k-1' });
    const again = await create('Night shift', { 'idempotency-key': 'k-1' });
    expect(first.body.code).toBe('000200');
    expect(again.body).toEqual(first.body); // not "Role name is duplicate"
    expect(named('Night shift')).toHaveLength(1);
  });

  it('a repeat sent while the first is still running waits for it and gets the same answer', async () => {
    setFaults({ rules: [{ path: '/api/ropc/auth/role/create', times: 1, kind: 'delay', delayMs: 50 }] });
    const [slow, retry] = await Promise.all([
      create('Late shift', { 'idempotency-key': 'k-2' }),
      create('Late shift', { 'idempotency-key': 'k-2' }),
    ]);
    expect(retry.body).toEqual(slow.body);
    expect(named('Late shift')).toHaveLength(1);
  });

  it('a business refusal is replayed too; another key, no key or another user creates afresh', async () => {
    expect((await create('', { 'idempotency-key': 'k-3' })).body.code).toBe('010007');
    expect((await create('', { 'idempotency-key': 'k-3' })).body.code).toBe('010007'); // the first answer
    expect((await create('Day shift', { 'idempotency-key': 'k-4' })).body.code).toBe('000200');
    expect((await create('Day shift')).body.code).not.toBe('000200'); // duplicate name: a real second create
    expect(named('Day shift')).toHaveLength(1);
  });

  it('forgets an answer after the time to live, and a crash at once', async () => {
    let time = 0;
    const clock = () => time;
    let runs = 0;
    const run = async () => ++runs;
    await once('s', 'f', run, () => true, clock);
    await once('s', 'f', run, () => true, clock);
    expect(runs).toBe(1);
    time = IDEMPOTENCY_TTL_MS;
    await once('s', 'f', run, () => true, clock);
    expect(runs).toBe(2);
    await expect(
      once(
        'c',
        'f',
        () => Promise.reject(new Error('crash')),
        () => false,
        clock,
      ),
    ).rejects.toThrow('crash');
    await Promise.resolve();
    expect(await once('c', 'f', run, () => false, clock)).toBe(3);
  });

  it('refuses the same key with another body with 010022, and does not run it', async () => {
    expect((await create('Swing shift', { 'idempotency-key': 'k-5' })).body.code).toBe('000200');
    const other = await create('Graveyard shift', { 'idempotency-key': 'k-5' }, 'u-admin');
    expect(other.body).toMatchObject({ code: '010022', data: null });
    expect(named('Graveyard shift')).toHaveLength(0);
    // The same body in another key order is the same request.
    const same = await callKey(roles, CREATE, {
      as: 'u-admin',
      busId: 'org-1',
      body: { permissions: [], name: 'Swing shift' },
      headers: { 'idempotency-key': 'k-5' },
    });
    expect(same.body.code).toBe('000200');
  });

  it('keeps keys of other organisations and other operations apart', async () => {
    const key = { 'idempotency-key': 'k-6' };
    const first = await create('Relief crew', key);
    const body = { name: 'Relief crew', permissions: [] };
    const elsewhere = await callKey(roles, CREATE, { as: 'u-admin', busId: 'org-2', body, headers: key });
    expect(elsewhere.body.code).toBe('000200');
    expect(elsewhere.body.data.id).not.toBe(first.body.data.id);
    expect(
      db()
        .roles.filter((r) => r.name === 'Relief crew')
        .map((r) => r.busId),
    ).toEqual(['org-1', 'org-2']);
    // Another operation with the same key runs as its own.
    const update = await callKey(roles, 'PATCH /api/ropc/auth/role/update', {
      as: 'u-admin',
      busId: 'org-1',
      body: { id: first.body.data.id, name: 'Relief crew B', permissions: [] },
      headers: key,
    });
    expect(update.body.code).toBe('000200');
  });
});
