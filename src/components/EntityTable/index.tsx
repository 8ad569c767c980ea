/**
 * A page's list of one kind of entity (organisations, distributors): searched by its filters, paged, with the
 * query in the URL, rows as cards on a phone, reloaded after an uncertain write, and the page's "Add" action in
 * the toolbar when the role may create.
 */
// The build swaps parts of ProTable (rules lazy-column-setting, pro-error-boundary, pro-field-value-types,
// table-filter-tree): docs/architecture.md, "Library modules replaced in production".
import { type ActionType, ProTable, type ProColumns } from '@ant-design/pro-components';
import { type ReactNode, useRef } from 'react';
import { usePhoneTable } from '@/components/ResponsiveTable';
import { useSearchForm } from '@/components/ResponsiveTable/useSearchForm';
import { useUrlTable } from '@/hooks/useUrlTable';
import { useReloadOnUncertainWrite } from '@/request/uncertainWrite';

interface Props<Row extends Record<string, unknown>, Filter extends string> {
  /** The list's name in the URL state (`useUrlTable`). */
  table: string;
  /** The search form's fields, kept in the URL. */
  filters: readonly Filter[];
  /** ProTable's request: a `pageRequest` of the list's service. */
  request: (params: Record<string, unknown>) => Promise<{ data: Row[]; total: number; success: boolean }>;
  rowKey: keyof Row & string;
  headerTitle: string;
  columns: ProColumns<Row>[];
  /** The columns a phone keeps on a row's card. */
  phoneColumns: readonly string[];
  /** The toolbar's "Add" action, when the role may create: given the reload that shows the new row. */
  create?: (onCreated: () => void) => ReactNode;
}

export default function EntityTable<Row extends Record<string, unknown>, Filter extends string>({
  table,
  filters,
  request,
  rowKey,
  headerTitle,
  columns,
  phoneColumns,
  create,
}: Props<Row, Filter>) {
  const search = useSearchForm();
  const actionRef = useRef<ActionType>();
  useReloadOnUncertainWrite(() => actionRef.current?.reload());
  const tableProps = useUrlTable(filters, table);
  const phone = usePhoneTable(columns, phoneColumns);
  return (
    <ProTable<Row>
      {...tableProps}
      rowKey={rowKey}
      headerTitle={headerTitle}
      actionRef={actionRef}
      {...phone}
      request={request}
      search={search}
      scroll={{ x: 'max-content' }}
      toolBarRender={() => (create ? [create(() => actionRef.current?.reloadAndRest?.())] : [])}
    />
  );
}
