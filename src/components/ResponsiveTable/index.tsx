/**
 * Every list on a phone (below 576 px): the table keeps its key columns (`keep`, by key or dataIndex) and hides
 * the others, which a row's detail view (its expander) shows as label / value lines, actions included. Works for
 * ProTable's columns and antd Table's alike; spread the result into the table. `detail: false` when the row
 * already opens a detail of its own (the alarm list).
 */
import { Grid, Space } from 'antd';
import type { ReactNode } from 'react';
import './responsiveTable.css';

/** What ProColumns and antd's column types have in common, as far as this module reads them. */
interface AnyColumn {
  key?: React.Key;
  dataIndex?: unknown;
  title?: unknown;
  valueType?: unknown;
  hideInTable?: boolean;
  className?: string;
  render?: (...args: any[]) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const idOf = (column: AnyColumn) =>
  String(column.key ?? (Array.isArray(column.dataIndex) ? column.dataIndex.join('.') : column.dataIndex));

function valueOf(column: AnyColumn, row: unknown, index: number): ReactNode {
  const raw = typeof column.dataIndex === 'string' ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
  const value = column.render ? column.render(raw, row, index, undefined, {}) : raw;
  if (Array.isArray(value)) {
    const items = value.filter(Boolean);
    return items.length ? (
      <Space wrap size={[8, 4]}>
        {items as ReactNode[]}
      </Space>
    ) : null;
  }
  return value as ReactNode;
}

function PhoneDetail({ row, index, columns }: { row: unknown; index: number; columns: AnyColumn[] }) {
  return (
    <dl className="phone-detail">
      {columns.map((column) => {
        const value = valueOf(column, row, index);
        if (value === null || value === undefined || value === '') return null;
        if (column.valueType === 'option') {
          return (
            <dd key={idOf(column)} className="phone-detail-actions">
              {value}
            </dd>
          );
        }
        return [
          <dt key={`${idOf(column)}-t`}>{typeof column.title === 'function' ? null : (column.title as ReactNode)}</dt>,
          <dd key={`${idOf(column)}-v`}>{value}</dd>,
        ];
      })}
    </dl>
  );
}

export function usePhoneTable<C extends AnyColumn>(
  columns: C[],
  keep: readonly string[],
  options: { detail?: boolean } = {},
) {
  const screens = Grid.useBreakpoint();
  // Hiding is CSS (.phone-hidden below 576 px); only the detail view waits for the breakpoint.
  const phone = screens.xs === true;
  const kept = (column: C) => keep.includes(idOf(column));
  const shown = columns.map((column) =>
    kept(column) || column.hideInTable
      ? column
      : { ...column, className: [column.className, 'phone-hidden'].filter(Boolean).join(' ') },
  );
  const hidden = columns.filter((column) => !kept(column) && !column.hideInTable);
  if (!phone || options.detail === false || hidden.length === 0) return { columns: shown };
  return {
    columns: shown,
    expandable: {
      columnWidth: 40,
      expandedRowRender: (row: unknown, index: number) => <PhoneDetail row={row} index={index} columns={hidden} />,
    },
  };
}
