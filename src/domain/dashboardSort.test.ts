import { DASHBOARD_SORT_FIELDS, isDashboardSortField } from './dashboardSort';

describe('isDashboardSortField', () => {
  it('accepts each sortable column and nothing else', () => {
    expect(DASHBOARD_SORT_FIELDS.every(isDashboardSortField)).toBe(true);
    for (const value of ['', 'DeviceName', 'startedAt', 'constructor', undefined, null, 3]) {
      expect(isDashboardSortField(value)).toBe(false);
    }
  });
});
