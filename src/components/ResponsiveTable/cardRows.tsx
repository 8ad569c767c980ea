/**
 * A table whose rows become cards on a phone (below 576 px): no header row and no sideways scroll; each cell is a
 * line of the card with its column's title before it (the first cell, the card's heading, without). For lists whose
 * every field counts at a glance (the alarm list, Home's devices needing attention), where hiding columns behind an
 * expander (usePhoneTable) would hide what the user came for. Spread the result into antd's Table.
 */
import type { TableColumnsType } from 'antd';
import '../cjkWords.css';
import './cardRows.css';

type Column<T> = TableColumnsType<T>[number];

/** The title a card line shows: a column's title when it is text. */
const labelOf = <T,>(column: Column<T>) => (typeof column.title === 'string' ? column.title : '');

export function cardRows<T>(columns: TableColumnsType<T>, className?: string) {
  return {
    className: ['card-rows', 'cjk-words', className].filter(Boolean).join(' '),
    columns: columns.map((column) => ({
      ...column,
      onCell: (row: T, index?: number) => ({
        ...column.onCell?.(row, index),
        'data-label': labelOf(column),
      }),
    })) as TableColumnsType<T>,
  };
}
