import fleet from './fleetHealth';
import alarmApi from './alarm';
import { resetStore } from './_sim/store';
import { callKey } from './_sim/testing';
import { zonedInstant } from '../src/domain/timeZones';

beforeEach(() => resetStore());

const health = async (body: object, busId = 'org-1') =>
  (await callKey(fleet, 'POST /api/ropc/dashboard/alarms', { as: 'u-admin', busId, body })).body;

describe('fleet health simulator', () => {
  it("counts the period's alarms by type and by device, ongoing ones first, then most alarms", async () => {
    const { code, data } = await health({ period: '30' });
    expect(code).toBe('000200');
    expect(data.byType).toHaveLength(10);
    expect(data.byType.reduce((n: number, t: any) => n + t.count, 0)).toBe(data.total);
    expect(data.total).toBeGreaterThan(20);
    expect(data.devices).toHaveLength(10);
    const order = data.devices.map((d: any) => [d.ongoingCount, d.alarmCount]);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    // A device with an ongoing alarm never ranks below one without.
    expect(data.devices[0].ongoingCount).toBeGreaterThan(0);
    expect(data.devices.every((d: any) => d.durationSeconds > 0 && d.deviceName && d.orgName)).toBe(true);
    expect(data.timeZone).toBe('America/Los_Angeles');
  });

  it('gives each device the count its filtered alarm list shows', async () => {
    const { data } = await health({ period: '7', limit: 3 });
    expect(data.devices.length).toBeGreaterThan(0);
    for (const device of data.devices) {
      const list = await callKey(alarmApi, 'POST /api/ropc/alarm/page', {
        as: 'u-admin',
        busId: 'org-1',
        body: {
          deviceId: device.deviceId,
          from: zonedInstant(data.from, '00:00:00', data.timeZone).toISOString(),
          to: zonedInstant(data.to, '23:59:59.999', data.timeZone).toISOString(),
          current: 1,
          pageSize: 50,
        },
      });
      expect(list.body.data.total).toBe(device.alarmCount);
      expect(list.body.data.list.filter((a: any) => !a.endedAt)).toHaveLength(device.ongoingCount);
    }
  });

  it('covers the current organisation and its sub-organisations only, and refuses a bad period or limit', async () => {
    const org2 = await health({ period: '30' }, 'org-2');
    const org1 = await health({ period: '30' });
    const ids1 = new Set(org1.data.devices.map((d: any) => d.deviceId));
    expect(org2.data.devices.some((d: any) => ids1.has(d.deviceId))).toBe(false);
    expect((await health({ period: '14' })).code).toBe('010007');
    expect((await health({ period: '7', limit: 500 })).code).toBe('010007');
  });
});
