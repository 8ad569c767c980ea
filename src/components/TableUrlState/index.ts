/**
 * Mirrors a ProTable's query (page, page size, filters) into the URL: the URL seeds the form and the paging on
 * mount, and each request writes what it asked for back (replace), so a copied link opens the same view.
 */
import { useCallback, useRef } from 'react';
import { pagingOf, useUrlState } from '@/hooks/useUrlState';

const PAGE = 1;
const PAGE_SIZE = 10;

export function useTableUrlState<K extends string>(filterKeys: readonly K[]) {
  const keys = useRef(['current', 'pageSize', ...filterKeys] as const).current;
  const [values, set] = useUrlState(keys as readonly (K | 'current' | 'pageSize')[]);
  const first = useRef(values).current;
  const paging = pagingOf(first as { current?: string; pageSize?: string });

  const initialValues = Object.fromEntries(filterKeys.map((k) => [k, first[k] || undefined])) as Partial<Record<K, string>>;

  const sync = useCallback(
    (params: Record<string, unknown>) => {
      const current = Number(params.current) || PAGE;
      const pageSize = Number(params.pageSize) || PAGE_SIZE;
      const changes: Record<string, string | number | undefined> = {
        current: current === PAGE ? undefined : current,
        pageSize: pageSize === PAGE_SIZE ? undefined : pageSize,
      };
      filterKeys.forEach((k) => {
        const v = params[k];
        changes[k] = typeof v === 'string' && v.trim() ? v.trim() : undefined;
      });
      set(changes as Parameters<typeof set>[0]);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [set, filterKeys.join(',')],
  );

  return {
    initialValues,
    pagination: { defaultCurrent: paging.current, defaultPageSize: paging.pageSize, showSizeChanger: true },
    sync,
  };
}
