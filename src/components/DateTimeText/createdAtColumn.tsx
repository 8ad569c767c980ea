/** The "Creation time" column every management table shows: the platform's time in the organisation's zone. */
import type { ProColumns } from '@ant-design/pro-components';
import DateTimeText from './index';

export function createdAtColumn<T extends { createdAt?: string }>(
  title: string,
  extra: Partial<ProColumns<T>> = {},
): ProColumns<T> {
  return {
    title,
    dataIndex: 'createdAt',
    hideInSearch: true,
    render: (_, row) => <DateTimeText value={row.createdAt} />,
    ...extra,
  };
}
