/** Home dashboards: aggregation endpoints over the fleet's cleaning tasks (contract/openapi.yaml, tag Dashboards). */
import { PAGE_READ, ropc, type CallOptions } from './client';
import { DASHBOARD_SUMMARY_PATH, DASHBOARD_TREND_PATH } from './paths';

export const getDashboardSummary = (period: API.DashboardPeriod, options?: CallOptions) =>
  ropc.post<API.DashboardSummary>(DASHBOARD_SUMMARY_PATH, { period }, { ...PAGE_READ, ...options });

/** The period's summary when boot.js (or a prefetch) has already brought it, taken: the first run after a commit. */
export const heldDashboardSummary = (period: API.DashboardPeriod) =>
  ropc.heldPost<API.DashboardSummary>(DASHBOARD_SUMMARY_PATH, { period });

/** The same summary, left held: the page's first render shows it. */
export const peekDashboardSummary = (period: API.DashboardPeriod) =>
  ropc.peekHeldPost<API.DashboardSummary>(DASHBOARD_SUMMARY_PATH, { period });

export const getDashboardTrend = (period: API.DashboardPeriod, options?: CallOptions) =>
  ropc.post<API.DashboardTrend>(DASHBOARD_TREND_PATH, { period }, { ...PAGE_READ, ...options });

export const getDashboardFilters = (options?: CallOptions) =>
  ropc.get<API.DashboardFilters>('/dashboard/filters', { ...PAGE_READ, ...options });

export const listDashboardDevices = (query: API.DashboardDevicesQuery, options?: CallOptions) =>
  ropc.post<API.Page<API.DashboardDeviceRow>>('/dashboard/devices', query, { ...PAGE_READ, ...options });

/** Fleet health: the period's alarms by type and the devices with most alarms (same scope as the summary). */
export const getDashboardAlarms = (query: API.DashboardAlarmsQuery, options?: CallOptions) =>
  ropc.post<API.DashboardAlarms>('/dashboard/alarms', query, { ...PAGE_READ, ...options });

/** Needs attention now: every ongoing alarm of the scope, by device (the first section of Home). */
export const getDashboardAttention = (options?: CallOptions) =>
  ropc.get<API.DashboardAttention>('/dashboard/attention', { ...PAGE_READ, ...options });
