/**
 * A table's filter form in the console's words: "Search", "Reset" and "Expand" / "Collapse" come from the
 * catalogs, not from pro-components' own texts ("Query", 「折畳」), so the glossary governs them too.
 */
import type { ProTableProps } from '@ant-design/pro-components';
import { useMemo } from 'react';
import { useT } from '@/locales/t';

type SearchConfig = Exclude<
  ProTableProps<Record<string, unknown>, Record<string, unknown>>['search'],
  false | undefined
>;

export function useSearchForm(options: Partial<SearchConfig> = {}): SearchConfig {
  const t = useT();
  const { defaultCollapsed, labelWidth } = options;
  return useMemo(
    () => ({
      labelWidth: labelWidth ?? 'auto',
      defaultCollapsed,
      searchText: t('common.search'),
      resetText: t('common.reset'),
      collapseRender: (collapsed: boolean) => (collapsed ? t('common.filters.expand') : t('common.filters.collapse')),
    }),
    [t, defaultCollapsed, labelWidth],
  );
}
