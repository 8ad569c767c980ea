// Home's "needs attention now": every ongoing alarm of the scope, by device (contract: getDashboardAttention).
import { route, type Ctx } from './_sim/http';
import { alarms } from './_sim/seed/alarms';
import { alarmDevice, overviewOrgs } from './dashboard';

export const ATTENTION_DEVICES = 10;

function attention(ctx: Ctx): API.DashboardAttention {
  const orgName = new Map(overviewOrgs(ctx).map((o) => [o.busId, o.name]));
  const byDevice = new Map<string, API.DashboardAttentionDevice>();
  let ongoing = 0;
  alarms.get().forEach((row) => {
    if (row.endedAt || !orgName.has(row.busId)) return;
    ongoing += 1;
    if (!byDevice.has(row.deviceId)) byDevice.set(row.deviceId, { ...alarmDevice(row, orgName), alarms: [] });
    byDevice.get(row.deviceId)!.alarms.push({ id: row.id, type: row.type, startedAt: row.startedAt });
  });
  const devices = [...byDevice.values()];
  devices.forEach((d) => d.alarms.sort((a, b) => a.startedAt.localeCompare(b.startedAt)));
  // The most ongoing alarms first, then the one alarming longest, then the name (a stable order).
  devices.sort(
    (a, b) =>
      b.alarms.length - a.alarms.length ||
      a.alarms[0].startedAt.localeCompare(b.alarms[0].startedAt) ||
      a.deviceName.localeCompare(b.deviceName),
  );
  return { ongoing, deviceCount: devices.length, devices: devices.slice(0, ATTENTION_DEVICES) };
}

export default {
  'GET /api/ropc/dashboard/attention': route({ read: 'home' }, attention),
};
