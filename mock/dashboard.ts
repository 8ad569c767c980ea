// Home dashboards: aggregations over the seeded cleaning tasks (contract in contract/openapi.yaml; seed in mock/README.md).
import {
  addDays,
  addTotals,
  daysBetween,
  deriveMetrics,
  EMPTY_TOTALS,
  parsePeriod,
  periodWindow,
  type Period,
} from '../src/domain/metrics';
import { isDashboardSortField } from '../src/domain/dashboardSort';
import { dayInZone } from '../src/domain/timeZones';
import { now } from './_sim/clock';
import { paginate, route, type Ctx } from './_sim/http';
import { invalidParam } from './_sim/validate';
import { effectiveSettings } from './_sim/seed/settings';
import { taskTable, tasksEndedBy, type Task } from './_sim/seed/tasks';
import { db } from './_sim/store';
import type { Device, Org } from './_sim/types';

const DEVICE_TYPES: API.DeviceType[] = ['scrubber', 'sweeper', 'vacuum', 'disinfection'];

const invalid = (field: string, rule = 'enum') => invalidParam(field, rule);

/** The organisation and every organisation below it. */
function withDescendants(busId: string): Org[] {
  const orgs = db().orgs;
  const found: Org[] = [];
  const visit = (id: string) => {
    const org = orgs.find((o) => o.busId === id);
    if (!org || found.includes(org)) return;
    found.push(org);
    orgs.filter((o) => o.parentId === id).forEach((o) => visit(o.busId));
  };
  visit(busId);
  return found;
}

/**
 * Home's one scope: the current organisation and its sub-organisations, for the summary, the trend, the overview
 * and fleet health alike. Another top-level organisation is chosen with the organisation switcher.
 */
export const overviewOrgs = (ctx: Ctx): Org[] => withDescendants(ctx.busId);

/** The device an alarm of the scope is on, as Home names it: its name, type and organisation. */
export function alarmDevice(alarm: { deviceId: string; busId: string }, orgName: Map<string, string>) {
  const device = db().devices.find((d) => d.id === alarm.deviceId);
  return {
    deviceId: alarm.deviceId,
    deviceName: device?.name || '',
    deviceType: device?.type || ('scrubber' as const),
    busId: alarm.busId,
    orgName: orgName.get(alarm.busId) || '',
  };
}

export function periodOf(body: { period?: unknown }): Period {
  const period = parsePeriod(body?.period);
  if (!period) throw invalid('period');
  return period;
}

const toTotals = (task: Task): API.DashboardTotals => ({
  taskCount: 1,
  plannedArea: task.plannedArea,
  actualArea: task.actualArea,
  workingHours: task.minutes / 60,
  effectiveHours: task.effectiveMinutes / 60,
});

/** The organisation's time zone: its days are the dashboards' days (and the alarm list's). */
export const timeZoneOf = (ctx: Ctx) => effectiveSettings(ctx.busId).row.timeZone;

// A task's day in a zone, computed once per task and zone.
const zonedDays = new WeakMap<Task, Map<string, string>>();
export function taskDay(task: Task, timeZone: string): string {
  let days = zonedDays.get(task);
  if (!days) zonedDays.set(task, (days = new Map()));
  let day = days.get(timeZone);
  if (!day) days.set(timeZone, (day = dayInZone(new Date(task.start), timeZone)));
  return day;
}

/** Sums the ended tasks of `busIds` per key (a day, a device...) whose start falls on a day of [from, to] in `timeZone`. */
function sumBy(
  busIds: Set<string>,
  timeZone: string,
  from: string,
  to: string,
  keyOf: (task: Task, day: string) => string,
) {
  const sums = new Map<string, API.DashboardTotals>();
  tasksEndedBy(now()).forEach((task) => {
    if (!busIds.has(task.busId)) return;
    const day = taskDay(task, timeZone);
    if (day < from || day > to) return;
    const key = keyOf(task, day);
    if (!sums.has(key)) sums.set(key, { ...EMPTY_TOTALS });
    addTotals(sums.get(key)!, toTotals(task));
  });
  return sums;
}

/**
 * Periods end with yesterday in the organisation's time zone: the platform aggregates finished days, so today,
 * still running, is never compared with whole days.
 */
export const windowOf = (period: Period, timeZone: string) =>
  periodWindow(period, addDays(dayInZone(now(), timeZone), -1), taskTable.get().firstDay);

function summary(ctx: Ctx): API.DashboardSummary {
  const period = periodOf(ctx.body);
  const timeZone = timeZoneOf(ctx);
  const w = windowOf(period, timeZone);
  const orgs = overviewOrgs(ctx);
  const busIds = new Set(orgs.map((o) => o.busId));
  const sums = sumBy(busIds, timeZone, w.previousFrom || w.from, w.to, (_, day) =>
    day >= w.from ? 'current' : 'previous',
  );
  return {
    period,
    ...w,
    timeZone,
    current: deriveMetrics(sums.get('current') || EMPTY_TOTALS),
    previous: w.previousFrom ? deriveMetrics(sums.get('previous') || EMPTY_TOTALS) : null,
    orgCount: orgs.length,
    deviceCount: db().devices.filter((d) => busIds.has(d.busId)).length,
  };
}

function trend(ctx: Ctx): API.DashboardTrend {
  const period = periodOf(ctx.body);
  const timeZone = timeZoneOf(ctx);
  const w = windowOf(period, timeZone);
  const busIds = new Set(overviewOrgs(ctx).map((o) => o.busId));
  const sums = sumBy(busIds, timeZone, w.from, w.to, (_, day) => day);
  const days = daysBetween(w.from, w.to).map((date) => ({ date, ...deriveMetrics(sums.get(date) || EMPTY_TOTALS) }));
  return { period, from: w.from, to: w.to, days };
}

function filters(ctx: Ctx): API.DashboardFilters {
  const orgs = overviewOrgs(ctx);
  const busIds = new Set(orgs.map((o) => o.busId));
  return {
    orgs: orgs.map((o) => ({ busId: o.busId, name: o.name })),
    devices: db()
      .devices.filter((d) => busIds.has(d.busId))
      .map((d) => ({ id: d.id, name: d.name, busId: d.busId, type: d.type })),
    deviceTypes: DEVICE_TYPES,
  };
}

function compareRows(field: API.DashboardSortField, order: 'ascend' | 'descend') {
  const sign = order === 'descend' ? -1 : 1;
  return (a: API.DashboardDeviceRow, b: API.DashboardDeviceRow) => {
    const x = a[field];
    const y = b[field];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1; // no value: last either way
    const byField = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * byField || a.deviceName.localeCompare(b.deviceName);
  };
}

function devices(ctx: Ctx): API.Page<API.DashboardDeviceRow> {
  const q = ctx.body as API.DashboardDevicesQuery;
  const period = periodOf(q);
  const orgs = overviewOrgs(ctx);
  if (q.busId && !orgs.some((o) => o.busId === q.busId)) throw invalid('busId', 'scope');
  if (q.deviceType && !DEVICE_TYPES.includes(q.deviceType)) throw invalid('deviceType');
  if (q.sortField && !isDashboardSortField(q.sortField)) throw invalid('sortField');
  if (q.sortOrder && q.sortOrder !== 'ascend' && q.sortOrder !== 'descend') throw invalid('sortOrder');
  const busIds = new Set(orgs.filter((o) => !q.busId || o.busId === q.busId).map((o) => o.busId));
  const inScope = (d: Device) =>
    busIds.has(d.busId) && (!q.deviceId || d.id === q.deviceId) && (!q.deviceType || d.type === q.deviceType);
  const timeZone = timeZoneOf(ctx);
  const w = windowOf(period, timeZone);
  const sums = sumBy(busIds, timeZone, w.from, w.to, (task) => task.deviceId);
  const nameOf = new Map(orgs.map((o) => [o.busId, o.name]));
  const rows = db()
    .devices.filter(inScope)
    .map((d) => ({
      deviceId: d.id,
      deviceName: d.name,
      serial: d.serial,
      deviceType: d.type,
      busId: d.busId,
      orgName: nameOf.get(d.busId) || '',
      ...deriveMetrics(sums.get(d.id) || EMPTY_TOTALS),
    }));
  if (q.sortField) rows.sort(compareRows(q.sortField, q.sortOrder || 'ascend'));
  else rows.sort((a, b) => a.orgName.localeCompare(b.orgName) || a.deviceName.localeCompare(b.deviceName));
  return paginate(rows, q);
}

export default {
  'POST /api/ropc/dashboard/summary': route({ permission: 'home' }, summary),
  'POST /api/ropc/dashboard/trend': route({ permission: 'home' }, trend),
  'GET /api/ropc/dashboard/filters': route({ permission: 'home' }, filters),
  'POST /api/ropc/dashboard/devices': route({ permission: 'home' }, devices),
};
