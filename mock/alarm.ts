// Alarm messages of the current organisation and its sub-organisations: list, unread count, details, read state.
import { ALARM_TYPES, type AlarmType } from '../src/domain/alarmTypes';
import { now } from './_sim/clock';
import { header, paginate, route, SimError, takeOver, userOfToken, type Ctx } from './_sim/http';
import { Codes } from './_sim/messages';
import { invalidParam } from './_sim/validate';
import { db } from './_sim/store';
import { ALARM_TEXTS } from './_sim/seed/alarmTexts';
import { alarms, isReadBy, markRead, type AlarmRow } from './_sim/seed/alarms';
import { mutedAlarmTypes } from './_sim/seed/settings';
import { openStream, whenOffered } from './_sim/alarmStream';

interface Filter {
  type?: AlarmType;
  /** One organisation of the scope (without its sub-organisations). */
  busId?: string;
  deviceId?: string;
  read?: 'read' | 'unread';
  state?: API.AlarmState;
  from?: number;
  to?: number;
  /** Only the types the organisation notifies in the console (the bell's view, see Platform settings). */
  notifiedOnly?: boolean;
}

/** The organisation and everything below it. */
function scopeOf(busId: string): Set<string> {
  const orgs = db().orgs;
  const scope = new Set([busId]);
  const queue = [busId];
  while (queue.length) {
    const parent = queue.shift();
    orgs
      .filter((o) => o.parentId === parent && !scope.has(o.busId))
      .forEach((o) => {
        scope.add(o.busId);
        queue.push(o.busId);
      });
  }
  return scope;
}

const invalid = (field: string) => invalidParam(field, 'format');

function timeOf(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw invalid(field);
  return time;
}

function parseFilter(body: Record<string, unknown>): Filter {
  const { type, busId, deviceId, read, state, notifiedOnly } = body;
  if (busId !== undefined && busId !== null && typeof busId !== 'string') throw invalid('busId');
  if (type !== undefined && type !== null && type !== '' && !ALARM_TYPES.includes(type as AlarmType))
    throw invalid('type');
  if (read !== undefined && read !== null && read !== '' && read !== 'read' && read !== 'unread') throw invalid('read');
  if (state !== undefined && state !== null && state !== '' && state !== 'ongoing' && state !== 'cleared')
    throw invalid('state');
  if (deviceId !== undefined && deviceId !== null && typeof deviceId !== 'string') throw invalid('deviceId');
  if (notifiedOnly !== undefined && notifiedOnly !== null && typeof notifiedOnly !== 'boolean')
    throw invalid('notifiedOnly');
  return {
    type: (type || undefined) as AlarmType | undefined,
    busId: busId || undefined,
    deviceId: deviceId || undefined,
    read: (read || undefined) as Filter['read'],
    state: (state || undefined) as Filter['state'],
    from: timeOf(body.from, 'from'),
    to: timeOf(body.to, 'to'),
    notifiedOnly: notifiedOnly === true,
  };
}

function rowsOf(ctx: Ctx, filter: Filter = {}): AlarmRow[] {
  const scope = scopeOf(ctx.busId);
  const userId = ctx.user.userId;
  const muted = filter.notifiedOnly ? mutedAlarmTypes(ctx.busId) : undefined;
  return alarms.get().filter((row) => {
    if (!scope.has(row.busId)) return false;
    if (muted?.has(row.type)) return false;
    if (filter.type && row.type !== filter.type) return false;
    if (filter.busId && row.busId !== filter.busId) return false;
    if (filter.deviceId && row.deviceId !== filter.deviceId) return false;
    if (filter.read && isReadBy(row, userId) !== (filter.read === 'read')) return false;
    if (filter.state && !row.endedAt !== (filter.state === 'ongoing')) return false;
    const started = Date.parse(row.startedAt);
    if (filter.from !== undefined && started < filter.from) return false;
    if (filter.to !== undefined && started > filter.to) return false;
    return true;
  });
}

function rowById(ctx: Ctx): AlarmRow {
  const row = rowsOf(ctx).find((r) => r.id === ctx.params.id);
  if (!row) throw new SimError(Codes.notFound);
  return row;
}

function itemOf(row: AlarmRow, userId: string): API.AlarmItem {
  const store = db();
  const end = row.endedAt ? Date.parse(row.endedAt) : now().getTime();
  return {
    id: row.id,
    type: row.type,
    busId: row.busId,
    orgName: store.orgs.find((o) => o.busId === row.busId)?.name || '',
    deviceId: row.deviceId,
    deviceName: store.devices.find((d) => d.id === row.deviceId)?.name || '',
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    durationSeconds: Math.max(0, Math.floor((end - Date.parse(row.startedAt)) / 1000)),
    read: isReadBy(row, userId),
  };
}

/** Alarms come from the devices, as the dashboards do: the fleet's area, menu code `home` (the menu has no alarm entry). */
const ALARM_READ = 'home';

/** The bell's count: muted alarm types of the organisation's settings are not counted. */
const unreadOf = (ctx: Ctx) => rowsOf(ctx, { read: 'unread', notifiedOnly: true }).length;

/** The stream's caller: the list's scope, rows and unread count, read whenever events go out. */
function streamCaller(ctx: Ctx) {
  const token = header(ctx.req, 'x-access-token');
  return {
    scope: () => {
      const scope = scopeOf(ctx.busId);
      return (row: AlarmRow) => scope.has(row.busId);
    },
    item: (row: AlarmRow) => itemOf(row, ctx.user.userId),
    unread: () => unreadOf(ctx),
    signedIn: () => userOfToken(token)?.userId === ctx.user.userId,
  };
}

const SORT_FIELDS = ['startedAt', 'duration'] as const;

/** Newest first unless the body asks for `sortField` (`startedAt` or `duration`) and `sortOrder`. */
function sorted(rows: AlarmRow[], body: Record<string, unknown>): AlarmRow[] {
  const { sortField, sortOrder } = body;
  if (sortField === undefined || sortField === null || sortField === '') return rows;
  if (!SORT_FIELDS.includes(sortField as (typeof SORT_FIELDS)[number])) throw invalidParam('sortField', 'enum');
  if (sortOrder !== undefined && sortOrder !== 'ascend' && sortOrder !== 'descend')
    throw invalidParam('sortOrder', 'enum');
  const sign = sortOrder === 'ascend' ? 1 : -1;
  const end = now().getTime();
  const key = (row: AlarmRow) =>
    sortField === 'startedAt'
      ? Date.parse(row.startedAt)
      : (row.endedAt ? Date.parse(row.endedAt) : end) - Date.parse(row.startedAt);
  return [...rows].sort((a, b) => sign * (key(a) - key(b)) || b.startedAt.localeCompare(a.startedAt));
}

export default {
  'POST /api/ropc/alarm/page': route({ read: ALARM_READ }, (ctx): API.Page<API.AlarmItem> => {
    const { list, total } = paginate(sorted(rowsOf(ctx, parseFilter(ctx.body)), ctx.body), ctx.body);
    return { list: list.map((row) => itemOf(row, ctx.user.userId)), total };
  }),
  // The type filter's counts: the list's filter without its type, counted per type (all ten, zeros included).
  'POST /api/ropc/alarm/type-counts': route({ read: ALARM_READ }, (ctx): API.AlarmTypeCount[] => {
    const rows = rowsOf(ctx, { ...parseFilter(ctx.body), type: undefined });
    return ALARM_TYPES.map((type) => ({ type, count: rows.filter((row) => row.type === type).length }));
  }),
  'GET /api/ropc/alarm/unread-count': route({ read: ALARM_READ }, (ctx): API.AlarmUnreadCount => ({
    count: unreadOf(ctx),
  })),
  // Server-sent events of the caller's alarms: the list's scope and permission (a refusal is the usual envelope);
  // 404 while switched off (POST /api/__sim/stream). Before `/alarm/:id`, which its path matches too (Umi's mock
  // middleware takes the first key that matches).
  'GET /api/ropc/alarm/stream': whenOffered(
    route({ read: ALARM_READ }, (ctx) => takeOver((res) => openStream(ctx.req, res, streamCaller(ctx)))),
  ),
  'GET /api/ropc/alarm/devices': route({ read: ALARM_READ }, (ctx): API.AlarmDevice[] => {
    const store = db();
    const scope = scopeOf(ctx.busId);
    return store.devices
      .filter((d) => scope.has(d.busId))
      .map((d) => ({
        id: d.id,
        name: d.name,
        busId: d.busId,
        orgName: store.orgs.find((o) => o.busId === d.busId)?.name || '',
      }));
  }),
  // Marks what the list shows for the same filter: the full list sends no notifiedOnly, so muted types are marked too.
  'POST /api/ropc/alarm/read-all': route({ read: ALARM_READ }, (ctx): API.AlarmReadResult => {
    const rows = rowsOf(ctx, { ...parseFilter(ctx.body), read: 'unread' });
    rows.forEach((row) => markRead(row, ctx.user.userId));
    return { count: rows.length };
  }),
  'POST /api/ropc/alarm/:id/read': route({ read: ALARM_READ }, (ctx): API.AlarmReadResult => ({
    count: markRead(rowById(ctx), ctx.user.userId) ? 1 : 0,
  })),
  'GET /api/ropc/alarm/:id': route({ read: ALARM_READ }, (ctx): API.AlarmDetail => {
    const row = rowById(ctx);
    const text = ALARM_TEXTS[row.type][row.variant];
    return {
      ...itemOf(row, ctx.user.userId),
      reason: text.reason[ctx.locale],
      remedies: text.remedies.map((remedy) => remedy[ctx.locale]),
    };
  }),
};
