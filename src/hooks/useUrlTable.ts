/**
 * Table state in the URL, for every paged list: a server-paged ProTable's search filters and page live in the URL
 * (useUrlState) and, given a table name, its column settings are kept per user: spread the returned props into
 * <ProTable>, and pass `request` through `pageRequest` to adapt current/pageSize and the { list, total } answer.
 * Lists that are not a ProTable form (the alarm list, the data overview) read and write their page through
 * `pagingOf` and `pagingChanges` (./urlPaging). A filtered list that finds nothing offers "Clear filters".
 */
import type { ProFormInstance } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { createElement, useMemo, useRef } from 'react';
import FilteredEmpty from '@/components/FilteredEmpty';
import { PAGE_SIZE } from '@/domain/paging';
import { useT } from '@/locales/t';
import { orgInEffect } from '@/session/currentOrg';
import { columnsPersistence } from '@/session/tableColumns';
import { pagingChanges, pagingOf } from './urlPaging';
import { useUrlState } from './useUrlState';

const PAGE_KEYS = ['current', 'pageSize'] as const;

type Filters<F extends string> = Partial<Record<F, string>>;

/** `table` names the per-user column settings; without it the table keeps none. */
export function useUrlTable<F extends string>(filterKeys: readonly F[], table?: string) {
  const keys = useMemo(() => [...filterKeys, ...PAGE_KEYS], [filterKeys]);
  const [values, set] = useUrlState(keys);
  const { initialState } = useModel('@@initialState');
  const t = useT();
  type Changes = Parameters<typeof set>[0];
  const paging = pagingOf(values as { current?: string; pageSize?: string });

  const filters = Object.fromEntries(
    filterKeys.map((k) => [k, (values as Record<string, string | undefined>)[k]]),
  ) as Filters<F>;
  const clearFilters = Object.fromEntries(filterKeys.map((k) => [k, undefined])) as Record<F, undefined>;
  const formRef = useRef<ProFormInstance>();
  const filtered = Object.values(filters).some(Boolean);
  // Through the search form: its fields emptied (not reset: the initial values are the filters), then searched.
  const clear = () => {
    formRef.current?.setFieldsValue(clearFilters);
    formRef.current?.submit();
  };

  return {
    form: { initialValues: filters },
    formRef,
    locale: filtered ? { emptyText: createElement(FilteredEmpty, { onClear: clear }) } : undefined,
    pagination: {
      current: paging.current,
      pageSize: paging.pageSize,
      showSizeChanger: true,
      showTotal: (total: number, [start, end]: [number, number]) => t('common.pagination.total', { start, end, total }),
      onChange: (current: number, pageSize: number) => set(pagingChanges(current, pageSize) as Changes),
    },
    onSubmit: (submitted: object) => {
      const form = submitted as Record<string, unknown>;
      const next = Object.fromEntries(
        filterKeys.map((k) => [k, typeof form[k] === 'string' ? (form[k] as string).trim() : undefined]),
      );
      set({ ...next, current: undefined } as Changes);
    },
    onReset: () => set({ ...clearFilters, current: undefined } as Changes),
    ...(table ? { columnsState: columnsPersistence(table, initialState?.userInfo?.userId) } : {}),
    // Another organisation (or alternate-mode target) means other rows: refetch from page 1. A marker, not a
    // filter (pageRequest drops it), so typed to fit any table's query.
    params: { _org: orgInEffect(initialState) } as object,
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
      const page = await fetch({ ...query, current: Number(current) || 1, pageSize: Number(pageSize) || PAGE_SIZE });
      return { data: page.list, total: page.total, success: true };
    } catch {
      // The request layer has already told the user; the table shows its empty state.
      return { data: [] as T[], total: 0, success: false };
    }
  };
}
