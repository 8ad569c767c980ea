// Platform settings (read by every member, saved with settings:update, validated) and personal preferences.
import { ALARM_TYPES } from '../src/domain/alarmTypes';
import { callKey } from './_sim/testing';
import { db, resetStore } from './_sim/store';
import alarmHandlers from './alarm';
import handlers from './settings';

const GET = 'GET /api/ropc/settings';
const PATCH = 'PATCH /api/ropc/settings';

beforeEach(() => resetStore());

describe('GET /api/ropc/settings', () => {
  it('answers the seeded settings of each top organisation, every alarm type notified', async () => {
    const res = await callKey(handlers, GET, { as: 'u-admin', busId: 'org-2' });
    expect(res.body.data).toMatchObject({
      busId: 'org-2',
      language: 'ja-JP',
      timeZone: 'Asia/Tokyo',
      inherited: false,
      updatedAt: null,
    });
    expect(Object.keys(res.body.data.alarmNotifications).sort()).toEqual([...ALARM_TYPES].sort());
    expect(Object.values(res.body.data.alarmNotifications).every((on) => on === true)).toBe(true);
  });

  it('lets a member without the settings code read them (the console needs the time zone everywhere)', async () => {
    const res = await callKey(handlers, GET, { as: 'u-operator', busId: 'org-1' });
    expect(res.body).toMatchObject({ code: '000200', data: { timeZone: 'America/Los_Angeles' } });
  });

  it('gives a sub-organisation its parent settings until it saves its own', async () => {
    expect((await callKey(handlers, GET, { as: 'u-admin', busId: 'org-1-2' })).body.data).toMatchObject({
      timeZone: 'America/Los_Angeles',
      inherited: true,
    });
    await callKey(handlers, PATCH, { as: 'u-admin', busId: 'org-1-2', body: { timeZone: 'America/Chicago' } });
    expect((await callKey(handlers, GET, { as: 'u-admin', busId: 'org-1-2' })).body.data).toMatchObject({
      timeZone: 'America/Chicago',
      inherited: false,
      language: 'en-US',
    });
    expect((await callKey(handlers, GET, { as: 'u-admin', busId: 'org-1' })).body.data.timeZone).toBe(
      'America/Los_Angeles',
    );
  });

  it('answers 000401 without a session and 000402 for an organisation the user cannot open', async () => {
    expect((await callKey(handlers, GET, { token: 'nobody', busId: 'org-1' })).body.code).toBe('000401');
    expect((await callKey(handlers, GET, { as: 'u-operator', busId: 'org-2' })).body.code).toBe('000402');
  });
});

describe('PATCH /api/ropc/settings', () => {
  it('saves a partial update and answers the whole settings', async () => {
    const res = await callKey(handlers, PATCH, {
      as: 'u-admin',
      busId: 'org-1',
      body: { language: 'zh-CN', timeZone: 'asia/tokyo', alarmNotifications: { abnormalGate: false } },
    });
    expect(res.body.code).toBe('000200');
    expect(res.body.data).toMatchObject({ language: 'zh-CN', timeZone: 'Asia/Tokyo', inherited: false });
    expect(res.body.data.alarmNotifications).toMatchObject({ abnormalGate: false, deviceFailure: true });
    expect(res.body.data.updatedAt).toMatch(/^\d{4}-/);
    expect((await callKey(handlers, GET, { as: 'u-operator', busId: 'org-1' })).body.data.language).toBe('zh-CN');
  });

  it('answers 010012 without settings:update and changes nothing', async () => {
    const res = await callKey(handlers, PATCH, { as: 'u-operator', busId: 'org-1', body: { timeZone: 'UTC' } });
    expect(res.body.code).toBe('010012');
    expect((await callKey(handlers, GET, { as: 'u-operator', busId: 'org-1' })).body.data.timeZone).toBe(
      'America/Los_Angeles',
    );
  });

  it('answers 010012 for a role with the settings menu code only', async () => {
    db()
      .roles.find((r) => r.id === 'org-1-supervisor')!
      .permissions.push('settings');
    expect((await callKey(handlers, GET, { as: 'u-supervisor', busId: 'org-1' })).body.code).toBe('000200');
    expect(
      (await callKey(handlers, PATCH, { as: 'u-supervisor', busId: 'org-1', body: { language: 'ja-JP' } })).body.code,
    ).toBe('010012');
  });

  it.each([
    [{ language: 'fr-FR' }, 'language', 'oneOf'],
    [{ language: '' }, 'language', 'required'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'oneOf'],
    [{ timeZone: 'Asia/Tokyo; DROP' }, 'timeZone', 'oneOf'],
    [{ timeZone: '' }, 'timeZone', 'required'],
    [{ timeZone: 9 }, 'timeZone', 'oneOf'],
    [{ alarmNotifications: ['deviceFailure'] }, 'alarmNotifications', 'type'],
    [{ alarmNotifications: { fire: false } }, 'alarmNotifications.fire', 'oneOf'],
    [{ alarmNotifications: { deviceFailure: 'off' } }, 'alarmNotifications.deviceFailure', 'type'],
    [{ theme: 'dark' }, 'theme', 'unknown'],
  ])('answers 010007 for %j', async (body, field, rule) => {
    const res = await callKey(handlers, PATCH, { as: 'u-admin', busId: 'org-1', body });
    expect(res.body).toMatchObject({ code: '010007', data: { field, rule } });
    expect((await callKey(handlers, GET, { as: 'u-admin', busId: 'org-1' })).body.data).toMatchObject({
      language: 'en-US',
      timeZone: 'America/Los_Angeles',
      updatedAt: null,
    });
  });
});

describe('muted alarm types', () => {
  const unread = async () =>
    (await callKey(alarmHandlers, 'GET /api/ropc/alarm/unread-count', { as: 'u-admin', busId: 'org-1' })).body.data
      .count as number;
  const page = async (body: object) =>
    (
      await callKey(alarmHandlers, 'POST /api/ropc/alarm/page', {
        as: 'u-admin',
        busId: 'org-1',
        body: { pageSize: 200, ...body },
      })
    ).body.data;

  it('are not counted on the bell nor in its list, but the alarm list still has them', async () => {
    const before = await unread();
    const gateUnread = (await page({ type: 'abnormalGate', read: 'unread' })).total as number;
    expect(gateUnread).toBeGreaterThan(0);
    await callKey(handlers, PATCH, {
      as: 'u-admin',
      busId: 'org-1',
      body: { alarmNotifications: { abnormalGate: false } },
    });

    expect(await unread()).toBe(before - gateUnread);
    expect((await page({ notifiedOnly: true })).list.some((a: API.AlarmItem) => a.type === 'abnormalGate')).toBe(false);
    expect((await page({ type: 'abnormalGate', read: 'unread' })).total).toBe(gateUnread);
  });

  it('rejects a notifiedOnly that is not a boolean', async () => {
    const res = await callKey(alarmHandlers, 'POST /api/ropc/alarm/page', {
      as: 'u-admin',
      busId: 'org-1',
      body: { notifiedOnly: 'yes' },
    });
    expect(res.body.code).toBe('010007');
  });
});

describe('personal preferences', () => {
  it('keep the theme per user, light by default, in every organisation', async () => {
    expect((await callKey(handlers, 'GET /api/user/user/preferences', { as: 'u-admin' })).body.data).toEqual({
      theme: 'light',
    });
    expect(
      (await callKey(handlers, 'PATCH /api/user/user/preferences', { as: 'u-operator', body: { theme: 'dark' } })).body
        .data,
    ).toEqual({ theme: 'dark' });
    expect((await callKey(handlers, 'GET /api/user/user/preferences', { as: 'u-operator' })).body.data).toEqual({
      theme: 'dark',
    });
    expect((await callKey(handlers, 'GET /api/user/user/preferences', { as: 'u-admin' })).body.data).toEqual({
      theme: 'light',
    });
  });

  it.each([
    [{ theme: 'sepia' }, 'theme', 'oneOf'],
    [{}, 'theme', 'required'],
    [{ theme: 'dark', fontSize: 20 }, 'fontSize', 'unknown'],
  ])('answers 010007 for %j', async (body, field, rule) => {
    expect((await callKey(handlers, 'PATCH /api/user/user/preferences', { as: 'u-admin', body })).body).toMatchObject({
      code: '010007',
      data: { field, rule },
    });
  });

  it('needs a session', async () => {
    expect((await callKey(handlers, 'GET /api/user/user/preferences', { token: 'nobody' })).body.code).toBe('000401');
  });
});
