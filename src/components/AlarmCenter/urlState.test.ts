// The alarm list's day filters become instants of the organisation's time zone.
import { filterOf, listStateOf } from './urlState';

describe('filterOf', () => {
  const state = listStateOf({ alarmFrom: '2026-03-01', alarmTo: '2026-03-08', alarmType: 'deviceFailure' });

  it('bounds whole days of the organisation time zone', () => {
    expect(filterOf(state, 'Asia/Tokyo')).toEqual({
      type: 'deviceFailure',
      read: undefined,
      deviceId: undefined,
      from: '2026-02-28T15:00:00.000Z',
      to: '2026-03-08T14:59:59.999Z',
    });
    // Daylight saving time starts on 8 March in New York: that day ends at 03:59:59.999Z.
    expect(filterOf(state, 'America/New_York')).toMatchObject({ from: '2026-03-01T05:00:00.000Z', to: '2026-03-09T03:59:59.999Z' });
  });

  it('uses the browser zone until the organisation zone is known', () => {
    expect(filterOf(state).from).toBe(new Date('2026-03-01T00:00:00').toISOString());
  });
});
