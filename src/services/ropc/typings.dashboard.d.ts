// Home dashboards: aggregated task statistics (the console never downloads raw tasks).
declare namespace API {
  /** Last 7 days, last 30 days (complete days ending yesterday, UTC), or all recorded days. */
  type DashboardPeriod = Schemas['DashboardPeriod'];

  type DeviceType = Schemas['DeviceType'];

  /** Sums over a set of tasks. Areas in m², hours in h. */
  interface DashboardTotals {
    taskCount: number;
    plannedArea: number;
    actualArea: number;
    workingHours: number;
    effectiveHours: number;
  }

  /** Totals plus the derived figures; a derived figure is null when its divisor is zero. */
  type DashboardMetrics = Schemas['DashboardMetrics'];

  type DashboardSummary = Schemas['DashboardSummary'];

  type DashboardDay = Schemas['DashboardDay'];

  type DashboardTrend = Schemas['DashboardTrend'];

  type DashboardFilters = Schemas['DashboardFilters'];

  type DashboardSortField = Schemas['DashboardSortField'];

  type DashboardDevicesQuery = Schemas['DashboardDevicesQuery'];

  type DashboardDeviceRow = Schemas['DashboardDeviceRow'];
}
