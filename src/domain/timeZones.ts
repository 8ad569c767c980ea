/**
 * IANA time zones: validation, the list offered by the settings form, and the UTC offset shown beside a zone.
 * Shared by the console and the simulator, so this file imports nothing.
 */
import { dateTimeFormat } from './intlCache';

const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** The zone's canonical name ("asia/tokyo" -> "Asia/Tokyo"), or undefined when it is not a time zone. */
export function canonicalTimeZone(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 64 || !ZONE_SHAPE.test(value)) return undefined;
  try {
    return dateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zone the browser (or the Node process) runs in. */
export function runtimeTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the runtime knows, UTC first. */
export function listTimeZones(): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [runtimeTimeZone()];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** The zone's offset from UTC at `at`, in minutes (Asia/Tokyo: 540; America/New_York in winter: -300). */
export function zoneOffsetMinutes(zone: string, at: Date = new Date()): number {
  const parts = dateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value || 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** "UTC+09:00", "UTC-05:00", "UTC+05:30", "UTC±00:00". */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'UTC±00:00';
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function dayInZone(at: Date, zone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The instant a wall-clock time of a zone stands for: `zonedInstant('2026-03-01', '00:00:00', 'Asia/Tokyo')` is
 * 2026-02-28T15:00:00Z. Used to turn whole days of a filter into the ISO instants the platform takes.
 */
export function zonedInstant(day: string, time: string, zone?: string): Date {
  const naive = new Date(`${day}T${time}Z`);
  if (!zone) return new Date(`${day}T${time}`);
  // The offset at the naive instant, then again at the corrected one (right across a daylight-saving change).
  const first = new Date(naive.getTime() - zoneOffsetMinutes(zone, naive) * 60_000);
  return new Date(naive.getTime() - zoneOffsetMinutes(zone, first) * 60_000);
}

/** The city of a zone id, for people: "America/Kentucky/Monticello" -> "Monticello", "Asia/Ho_Chi_Minh" -> "Ho Chi Minh". */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() || zone).replace(/_/g, ' ');
}

/** The zone's offset at `at` as the locale writes it: "GMT+9", "GMT-3:30", "GMT". */
export function localOffset(zone: string, locale: string, at: Date = new Date()): string {
  try {
    const parts = dateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value || formatOffset(zoneOffsetMinutes(zone, at));
  } catch {
    return formatOffset(zoneOffsetMinutes(zone, at));
  }
}

/** The zone's generic name in the locale ("Japan Standard Time", "日本標準時"), or '' when the runtime has none. */
export function zoneLongName(zone: string, locale: string, at: Date = new Date()): string {
  try {
    const parts = dateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value || '';
  } catch {
    return '';
  }
}

export interface ZoneLabel {
  /** "Tokyo (GMT+9)". */
  label: string;
  /** The zone's generic name in the locale, shown beside the label. */
  detail: string;
  /** What a search matches (lower case): the city, the id, the offset and the generic name. */
  search: string;
}

/** How the settings form shows a zone, in the user's language. */
export function zoneLabel(zone: string, locale: string, at: Date = new Date()): ZoneLabel {
  const label = `${zoneCity(zone)} (${localOffset(zone, locale, at)})`;
  const detail = zoneLongName(zone, locale, at);
  return { label, detail, search: `${label} ${zone} ${zone.replace(/_/g, ' ')} ${detail}`.toLowerCase() };
}
