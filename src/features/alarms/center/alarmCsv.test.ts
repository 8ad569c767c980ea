import { alarmsCsv, sheetTime } from './alarmCsv';

const t = (key: string, values?: Record<string, string | number>) =>
  (values ? `${key}${JSON.stringify(values)}` : key) as string;

const alarm = (over: Partial<API.AlarmItem> = {}): API.AlarmItem => ({
  id: 'alm-1',
  type: 'machineTrapped',
  busId: 'org-1',
  orgName: 'Harbour, West',
  deviceId: 'd-1',
  deviceName: '=HYPERLINK("x")',
  startedAt: '2026-11-20T23:30:00.000Z',
  endedAt: '2026-11-21T00:45:30.000Z',
  durationSeconds: 4530,
  read: false,
  ...over,
});

describe('alarm CSV', () => {
  it('writes times in the organisation zone, minutes as numbers, and a formula-safe, quoted, BOM-led text', () => {
    const csv = alarmsCsv([alarm(), alarm({ endedAt: null, read: true })], t as never, 'Asia/Tokyo');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(`"alarm.export.started{""zone"":""Asia/Tokyo""}"`);
    expect(lines[1]).toBe(
      `alarm.type.machineTrapped,"Harbour, West","'=HYPERLINK(""x"")",2026-11-21 08:30:00,2026-11-21 09:45:30,75.5,alarm.state.unread`,
    );
    expect(lines[2]).toContain(',alarm.ongoing,');
    expect(lines[2].endsWith('alarm.state.read')).toBe(true);
  });

  it('formats a spreadsheet time in a zone', () => {
    expect(sheetTime('2026-03-01T00:00:00Z', 'America/New_York')).toBe('2026-02-28 19:00:00');
  });
});
