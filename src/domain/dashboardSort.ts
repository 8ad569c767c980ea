/**
 * The columns the data overview sorts by: the platform refuses any other `sortField` (mock/dashboard.ts) and the
 * page ignores any other `sort` in its URL (useOverview). Shared with mock/.
 */
import { METRIC_KEYS } from './metrics';

export const DASHBOARD_SORT_FIELDS: readonly API.DashboardSortField[] = [
  'deviceName',
  'orgName',
  'deviceType',
  ...METRIC_KEYS,
];

export const isDashboardSortField = (value: unknown): value is API.DashboardSortField =>
  DASHBOARD_SORT_FIELDS.some((field) => field === value);
