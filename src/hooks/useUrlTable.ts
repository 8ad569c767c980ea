/**
 * A server-paged ProTable whose search filters and page live in the URL (useUrlState) and whose column
 * settings are kept per user: spread the returned props into <ProTable>, and pass `request` through
 * `pageRequest` to adapt current/pageSize and the { list, total } answer.
 */
import { useModel } from '@umijs/max';
import { useMemo } from 'react';
import { columnsPersistence } from '@/session/tableColumns';
import { pagingOf, useUrlState } from './useUrlState';

const PAGE_KEYS = ['current', 'pageSize'] as const;
const DEFAULT_PAGE_SIZE = 10;

type Filters<F extends string> = Partial<Record<F, string>>;

export function useUrlTable<F extends string>(table: string, filterKeys: readonly F[]) {
  const keys = useMemo(() => [...filterKeys, ...PAGE_KEYS], [filterKeys]);
  const [values, set] = useUrlState(keys);
  const { initialState } = useModel('@@initialState');
  type Changes = Parameters<typeof set>[0];
  const paging = pagingOf(values as { current?: string; pageSize?: string });

  const filters = Object.fromEntries(filterKeys.map((k) => [k, (values as Record<string, string | undefined>)[k]])) as Filters<F>;
  const clearFilters = Object.fromEntries(filterKeys.map((k) => [k, undefined])) as Record<F, undefined>;

  return {
    form: { initialValues: filters },
    pagination: {
      current: paging.current,
      pageSize: paging.pageSize,
      showSizeChanger: true,
      onChange: (current: number, pageSize: number) =>
        set({ current: current > 1 ? current : undefined, pageSize: pageSize !== DEFAULT_PAGE_SIZE ? pageSize : undefined } as Changes),
    },
    onSubmit: (submitted: Record<string, unknown>) => {
      const next = Object.fromEntries(filterKeys.map((k) => [k, typeof submitted[k] === 'string' ? (submitted[k] as string).trim() : undefined]));
      set({ ...next, current: undefined } as Changes);
    },
    onReset: () => set({ ...clearFilters, current: undefined } as Changes),
    columnsState: columnsPersistence(table, initialState?.userInfo?.userId),
    // Another organisation (or alternate-mode target) means other rows: refetch from page 1.
    params: { _org: initialState?.mode?.busId || initialState?.currentOrgId },
  };
}

/** Adapts a paged service to ProTable's request: current/pageSize in, { data, total, success } out. */
export function pageRequest<Q, T>(fetch: (query: Q & API.PageParams) => Promise<API.Page<T>>) {
  return async (params: Record<string, unknown>) => {
    const { current, pageSize, ...rest } = params;
    const query = Object.fromEntries(
      Object.entries(rest)
        .filter(([k]) => !k.startsWith('_')) // ProTable's and our own markers, not filters
        .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
        .filter(([, v]) => v !== undefined && v !== ''),
    ) as Q;
    try {
      const page = await fetch({ ...query, current: Number(current) || 1, pageSize: Number(pageSize) || DEFAULT_PAGE_SIZE });
      return { data: page.list, total: page.total, success: true };
    } catch {
      // The request layer has already told the user; the table shows its empty state.
      return { data: [] as T[], total: 0, success: false };
    }
  };
}
