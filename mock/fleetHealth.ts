// Home's fleet health: the period's alarms by type and by device (contract: contract/openapi.yaml, getDashboardAlarms; seed notes in mock/README.md).
import { ALARM_TYPES, type AlarmType } from '../src/domain/alarmTypes';
import { zonedInstant } from '../src/domain/timeZones';
import { now } from './_sim/clock';
import { route, type Ctx } from './_sim/http';
import { invalidParam } from './_sim/validate';
import { alarms } from './_sim/seed/alarms';
import { alarmDevice, overviewOrgs, periodOf, timeZoneOf, windowOf } from './dashboard';

const MAX_DEVICES = 50;
const DEFAULT_DEVICES = 10;

function limitOf(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_DEVICES;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_DEVICES)
    throw invalidParam('limit', 'range');
  return value;
}

const seconds = (from: number, to: number) => Math.max(0, Math.floor((to - from) / 1000));

/**
 * The days of the period (the summary's) as whole days of the organisation's time zone, as the alarm list's day
 * filter reads them: a device's count here is the count its filtered alarm list shows.
 */
function alarmHealth(ctx: Ctx): API.DashboardAlarms {
  const period = periodOf(ctx.body);
  const limit = limitOf(ctx.body?.limit);
  const timeZone = timeZoneOf(ctx);
  const w = windowOf(period, timeZone);
  const start = zonedInstant(w.from, '00:00:00', timeZone).getTime();
  const end = zonedInstant(w.to, '23:59:59.999', timeZone).getTime();
  const orgs = overviewOrgs(ctx);
  const orgName = new Map(orgs.map((o) => [o.busId, o.name]));
  const nowMs = now().getTime();

  const byType = new Map<AlarmType, number>(ALARM_TYPES.map((type) => [type, 0]));
  const byDevice = new Map<string, API.DashboardAlarmDevice>();
  let total = 0;
  let ongoing = 0;
  alarms.get().forEach((row) => {
    const started = Date.parse(row.startedAt);
    if (!orgName.has(row.busId) || started < start || started > end) return;
    total += 1;
    if (!row.endedAt) ongoing += 1;
    byType.set(row.type, (byType.get(row.type) || 0) + 1);
    if (!byDevice.has(row.deviceId)) {
      byDevice.set(row.deviceId, { ...alarmDevice(row, orgName), alarmCount: 0, durationSeconds: 0, ongoingCount: 0 });
    }
    const entry = byDevice.get(row.deviceId)!;
    entry.alarmCount += 1;
    entry.durationSeconds += seconds(started, row.endedAt ? Date.parse(row.endedAt) : nowMs);
    if (!row.endedAt) entry.ongoingCount += 1;
  });

  // Devices with an ongoing alarm first (the most ongoing first); then the most alarms, the longer total, the name.
  const devices = [...byDevice.values()].sort(
    (a, b) =>
      b.ongoingCount - a.ongoingCount ||
      b.alarmCount - a.alarmCount ||
      b.durationSeconds - a.durationSeconds ||
      a.deviceName.localeCompare(b.deviceName),
  );
  return {
    period,
    from: w.from,
    to: w.to,
    timeZone,
    total,
    ongoing,
    deviceCount: devices.length,
    byType: [...byType].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count),
    devices: devices.slice(0, limit),
  };
}

export default {
  'POST /api/ropc/dashboard/alarms': route({ permission: 'home' }, alarmHealth),
};
