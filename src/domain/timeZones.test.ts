// Time zones: validation, offsets and the instants of whole days in a zone.
import {
  canonicalTimeZone,
  dayInZone,
  formatOffset,
  listTimeZones,
  zoneCity,
  zonedInstant,
  zoneLabel,
  zoneOffsetMinutes,
} from './timeZones';

describe('canonicalTimeZone', () => {
  it.each([
    ['Asia/Tokyo', 'Asia/Tokyo'],
    ['asia/tokyo', 'Asia/Tokyo'],
    ['UTC', 'UTC'],
    ['America/Port-au-Prince', 'America/Port-au-Prince'],
  ])('accepts %s as %s', (value, canonical) => expect(canonicalTimeZone(value)).toBe(canonical));

  it('accepts a zone with three parts and an alias, under the name the runtime uses', () => {
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toMatch(/^America\/(Argentina\/)?Buenos_Aires$/);
    expect(canonicalTimeZone('Asia/Kolkata')).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
    expect(listTimeZones()).toContain(canonicalTimeZone('Asia/Kolkata'));
  });

  it.each([
    '',
    'Mars/Olympus_Mons',
    'Asia/Tokyo; DROP TABLE',
    '../etc/passwd',
    '+09:00',
    'Asia/Tokyo\n',
    9,
    null,
    'A'.repeat(70),
  ])('refuses %j', (value) => {
    expect(canonicalTimeZone(value)).toBeUndefined();
  });
});

describe('offsets', () => {
  it('follows daylight saving time', () => {
    expect(zoneOffsetMinutes('Asia/Tokyo', new Date('2026-01-15T00:00:00Z'))).toBe(540);
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-01-15T00:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-07-15T00:00:00Z'))).toBe(-240);
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2026-07-15T00:00:00Z'))).toBe(330);
  });

  it.each([
    [540, 'UTC+09:00'],
    [-300, 'UTC-05:00'],
    [330, 'UTC+05:30'],
    [0, 'UTC±00:00'],
  ])('writes %i minutes as %s', (minutes, text) => expect(formatOffset(minutes)).toBe(text));

  it('lists UTC first, then every zone once', () => {
    const zones = listTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Asia/Shanghai');
    expect(new Set(zones).size).toBe(zones.length);
  });
});

describe('days in a zone', () => {
  it('names the calendar day of an instant in the zone', () => {
    const at = new Date('2026-01-01T20:00:00Z');
    expect(dayInZone(at, 'UTC')).toBe('2026-01-01');
    expect(dayInZone(at, 'Asia/Tokyo')).toBe('2026-01-02');
    expect(dayInZone(at, 'America/Los_Angeles')).toBe('2026-01-01');
  });

  it('turns a wall-clock time of the zone into its instant, across a daylight-saving change', () => {
    expect(zonedInstant('2026-03-01', '00:00:00', 'Asia/Tokyo').toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(zonedInstant('2026-03-08', '00:00:00', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(zonedInstant('2026-03-08', '23:59:59.999', 'America/New_York').toISOString()).toBe(
      '2026-03-09T03:59:59.999Z',
    );
  });
});

describe('zone labels by city and offset in the user language', () => {
  const winter = new Date('2026-01-15T12:00:00Z');

  it('names the city of the id and the offset', () => {
    expect(zoneCity('America/Kentucky/Monticello')).toBe('Monticello');
    expect(zoneCity('Asia/Ho_Chi_Minh')).toBe('Ho Chi Minh');
    expect(zoneLabel('Asia/Tokyo', 'en-US', winter).label).toBe('Tokyo (GMT+9)');
    expect(zoneLabel('Asia/Kolkata', 'en-US', winter).label).toBe('Kolkata (GMT+5:30)');
    expect(zoneLabel('America/New_York', 'en-US', winter).label).toBe('New York (GMT-5)');
  });

  it('writes the zone name in the locale and finds the zone by it, by city and by id', () => {
    const ja = zoneLabel('Asia/Tokyo', 'ja-JP', winter);
    expect(ja.detail).toMatch(/日本/);
    expect(ja.search).toContain('日本');
    expect(ja.search).toContain('asia/tokyo');
    expect(zoneLabel('America/New_York', 'zh-CN', winter).search).toContain('new york');
  });
});
