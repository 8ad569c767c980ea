/**
 * Table state that a user would share (page, page size, filters) kept in the URL query.
 * `values` are the current query values; `set` merges changes and drops empty ones (replace, not push).
 */
import { useLocation, useNavigate } from '@umijs/max';
import { useCallback, useMemo } from 'react';

export type UrlValues = Record<string, string | undefined>;

export function useUrlState<K extends string>(keys: readonly K[]) {
  const location = useLocation();
  const navigate = useNavigate();
  const values = useMemo(() => {
    const params = new URLSearchParams(location.search);
    return Object.fromEntries(keys.map((k) => [k, params.get(k) ?? undefined])) as Record<K, string | undefined>;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search, keys.join(',')]);

  const set = useCallback(
    (changes: Partial<Record<K, string | number | undefined | null>>) => {
      const params = new URLSearchParams(window.location.search);
      Object.entries(changes).forEach(([k, v]) => {
        if (v === undefined || v === null || v === '') params.delete(k);
        else params.set(k, String(v));
      });
      const query = params.toString();
      const next = `${window.location.pathname}${query ? `?${query}` : ''}`;
      if (next !== `${window.location.pathname}${window.location.search}`) navigate(next, { replace: true });
    },
    [navigate],
  );

  return [values, set] as const;
}
