/** Home dashboards: aggregation endpoints over the fleet's cleaning tasks (contract/openapi.yaml, tag Dashboards). */
import { PAGE_READ, ropc, type CallOptions } from './client';
import { DASHBOARD_SUMMARY_PATH, DASHBOARD_TREND_PATH } from './paths';

export const getDashboardSummary = (period: API.DashboardPeriod, options?: CallOptions) =>
  ropc.post<API.DashboardSummary>(DASHBOARD_SUMMARY_PATH, { period }, { ...PAGE_READ, ...options });

/** The period's summary asked ahead (the query cache's prefetch): a switch to it within a minute needs no call. */
export const prefetchDashboardSummary = (period: API.DashboardPeriod) =>
  ropc.prefetchPost(DASHBOARD_SUMMARY_PATH, { period });

/** The period's summary when the cache already has it (boot asked it early): the page's first render shows it. */
export const peekDashboardSummary = (period: API.DashboardPeriod) =>
  ropc.peekPost<API.DashboardSummary>(DASHBOARD_SUMMARY_PATH, { period });

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
