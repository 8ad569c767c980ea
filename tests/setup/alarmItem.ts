// An alarm of the list as the platform answers it (org-1's robot R-1, trapped, ongoing, unread), for unit tests.
export const alarmItem = (id: string, more: Partial<API.AlarmItem> = {}): API.AlarmItem => ({
  id,
  type: 'machineTrapped',
  busId: 'org-1',
  orgName: 'Harbour',
  deviceId: 'dev-1',
  deviceName: 'R-1',
  startedAt: '2026-12-02T05:00:00.000Z',
  endedAt: null,
  durationSeconds: 0,
  read: false,
  ...more,
});
