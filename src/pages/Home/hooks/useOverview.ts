/**
 * The data overview's state: filters, sort and page in the URL (values the platform does not offer are ignored),
 * the filter options, and the current page of device rows.
 */
import { useRequest } from 'ahooks';
import { useMemo } from 'react';
import { pagingChanges, pagingOf } from '@/hooks/urlPaging';
import { useUrlState } from '@/hooks/useUrlState';
import { getDashboardFilters, listDashboardDevices } from '@/services/ropc/dashboard';
import { isDashboardSortField } from '@/domain/dashboardSort';
import type { Period } from '@/domain/metrics';

const KEYS = ['org', 'device', 'type', 'sort', 'order', 'current', 'pageSize'] as const;

export type OverviewFilter = Pick<API.DashboardDevicesQuery, 'busId' | 'deviceId' | 'deviceType'>;
export type OverviewQuery = Omit<API.DashboardDevicesQuery, 'current' | 'pageSize'> & {
  current: number;
  pageSize: number;
};

function validFilter(
  values: Record<(typeof KEYS)[number], string | undefined>,
  options: API.DashboardFilters,
): OverviewFilter {
  const busId = options.orgs.some((o) => o.busId === values.org) ? values.org : undefined;
  const deviceType = options.deviceTypes.find((type) => type === values.type);
  const device = options.devices.find(
    (d) => d.id === values.device && (!busId || d.busId === busId) && (!deviceType || d.type === deviceType),
  );
  return { busId, deviceType, deviceId: device?.id };
}

export function useOverview(period: Period) {
  const [values, set] = useUrlState(KEYS);
  const options = useRequest(() => getDashboardFilters());
  const query = useMemo<OverviewQuery>(() => {
    const sortField = isDashboardSortField(values.sort) ? values.sort : undefined;
    return {
      period,
      ...pagingOf(values),
      ...(options.data ? validFilter(values, options.data) : {}),
      sortField,
      sortOrder: sortField ? (values.order === 'descend' ? 'descend' : 'ascend') : undefined,
    };
  }, [period, values, options.data]);
  const rows = useRequest(() => listDashboardDevices(query), {
    ready: !!options.data,
    refreshDeps: [JSON.stringify(query)],
  });

  return {
    query,
    options,
    rows,
    /** Changes filters and starts again on page 1. */
    setFilter: (next: OverviewFilter) =>
      set({ org: next.busId, device: next.deviceId, type: next.deviceType, current: undefined }),
    setPage: (current: number, pageSize: number) => set(pagingChanges(current, pageSize)),
    setSort: (field?: API.DashboardSortField, order?: 'ascend' | 'descend') =>
      set({ sort: order ? field : undefined, order: order && field ? order : undefined, current: undefined }),
    retry: () => (options.error ? options.refresh() : rows.refresh()),
  };
}
