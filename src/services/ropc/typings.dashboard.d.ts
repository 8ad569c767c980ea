// Home dashboards: aggregated task statistics (the console never downloads raw tasks).
declare namespace API {
  /** Last 7 days, last 30 days (complete days ending yesterday, UTC), or all recorded days. */
  type DashboardPeriod = '7' | '30' | 'all';

  type DeviceType = 'scrubber' | 'sweeper' | 'vacuum' | 'disinfection';

  /** Sums over a set of tasks. Areas in m², hours in h. */
  interface DashboardTotals {
    taskCount: number;
    plannedArea: number;
    actualArea: number;
    workingHours: number;
    effectiveHours: number;
  }

  /** Totals plus the derived figures; a derived figure is null when its divisor is zero. */
  interface DashboardMetrics extends DashboardTotals {
    /** Average duration per task, minutes. */
    unitTime: number | null;
    /** actualArea / plannedArea, a fraction (0.93 = 93 %). */
    completionRate: number | null;
    /** actualArea / effectiveHours, m²/h. */
    efficiency: number | null;
  }

  interface DashboardSummary {
    period: DashboardPeriod;
    /** First and last day of the period, YYYY-MM-DD, whole days of `timeZone`. */
    from: string;
    to: string;
    current: DashboardMetrics;
    /** The previous period of the same length; null for "all". */
    previous: DashboardMetrics | null;
    previousFrom: string | null;
    previousTo: string | null;
    /** The organisation's time zone (IANA): Home's one time base. */
    timeZone: string;
    /** Organisations (current + sub-organisations) and devices in scope. */
    orgCount: number;
    deviceCount: number;
  }

  interface DashboardDay extends DashboardMetrics {
    date: string;
  }

  interface DashboardTrend {
    period: DashboardPeriod;
    from: string;
    to: string;
    days: DashboardDay[];
  }

  interface DashboardFilters {
    orgs: Array<{ busId: string; name: string }>;
    devices: Array<{ id: string; name: string; busId: string; type: DeviceType }>;
    deviceTypes: DeviceType[];
  }

  type DashboardSortField =
    | 'deviceName'
    | 'orgName'
    | 'deviceType'
    | 'taskCount'
    | 'unitTime'
    | 'plannedArea'
    | 'actualArea'
    | 'workingHours'
    | 'completionRate'
    | 'effectiveHours'
    | 'efficiency';

  interface DashboardDevicesQuery extends PageParams {
    period: DashboardPeriod;
    busId?: string;
    deviceId?: string;
    deviceType?: DeviceType;
    sortField?: DashboardSortField;
    sortOrder?: 'ascend' | 'descend';
  }

  interface DashboardDeviceRow extends DashboardMetrics {
    deviceId: string;
    deviceName: string;
    serial: string;
    deviceType: DeviceType;
    busId: string;
    orgName: string;
  }
}
