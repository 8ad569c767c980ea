import attention from './attention';
import alarmApi from './alarm';
import { resetStore } from './_sim/store';
import { alarms } from './_sim/seed/alarms';
import { callKey } from './_sim/testing';

beforeEach(() => resetStore());

const read = async (busId = 'org-1', as = 'u-admin') =>
  (await callKey(attention, 'GET /api/ropc/dashboard/attention', { as, busId })).body;

describe('needs attention now', () => {
  it('lists every ongoing alarm of the scope by device, the most ongoing first', async () => {
    const { code, data } = await read();
    expect(code).toBe('000200');
    expect(data.ongoing).toBeGreaterThan(0);
    const listed = data.devices.flatMap((d: any) => d.alarms);
    expect(data.devices.length).toBeLessThanOrEqual(10);
    expect(listed.length).toBeLessThanOrEqual(data.ongoing);
    expect(data.deviceCount).toBeGreaterThanOrEqual(data.devices.length);
    const counts = data.devices.map((d: any) => d.alarms.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const rows = new Map(alarms.get().map((row) => [row.id, row]));
    expect(listed.every((a: any) => rows.get(a.id)?.endedAt === null)).toBe(true);
    data.devices.forEach((d: any) => {
      const starts = d.alarms.map((a: any) => a.startedAt);
      expect(starts).toEqual([...starts].sort());
      expect(d.orgName).toBeTruthy();
    });
  });

  it('counts the same ongoing alarms as the alarm list of the scope', async () => {
    const { data } = await read('org-2');
    const page = await callKey(alarmApi, 'POST /api/ropc/alarm/page', {
      as: 'u-admin',
      busId: 'org-2',
      body: { current: 1, pageSize: 500 },
    });
    const ongoing = page.body.data.list.filter((a: any) => a.endedAt === null).length;
    expect(data.ongoing).toBe(ongoing);
  });

  it('says nothing is ongoing when every alarm has cleared', async () => {
    alarms.get().forEach((row) => {
      row.endedAt ||= new Date(Date.parse(row.startedAt) + 60_000).toISOString();
    });
    const { data } = await read();
    expect(data).toEqual({ ongoing: 0, deviceCount: 0, devices: [] });
  });

  it('needs the home menu code', async () => {
    const { code } = await read('org-1', 'u-noauth');
    expect(code).toBe('010012');
  });
});
