/**
 * One page of alarms: type, organisation, device, time, duration, the alarm's state and the read status; a row opens
 * its details; on a phone each row is a card with every field. Time and duration sort (on the platform, over every
 * page); newest first when no sort is chosen.
 */
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { cardRows } from '@/components/ResponsiveTable/cardRows';
import Truncated from '@/components/ResponsiveTable/Truncated';
import FilteredEmpty from '@/components/FilteredEmpty';
import { useT } from '@/locales/t';
import AlarmState from './AlarmState';
import AlarmTime from './AlarmTime';
import AlarmTypeLabel from './AlarmTypeLabel';
import ReadState from './ReadState';
import { useDurationText } from './useDurationText';
import type { AlarmListState } from './urlState';
import './liveRows.css';

interface Props {
  page?: API.Page<API.AlarmItem>;
  loading: boolean;
  state: AlarmListState;
  /** Alarms that came in while the list was open, not opened yet: marked new. */
  fresh?: ReadonlySet<string>;
  onOpen: (id: string) => void;
  onPage: (current: number, pageSize: number) => void;
  onSort: (field?: 'startedAt' | 'duration', order?: 'ascend' | 'descend') => void;
  /** Given while filters are applied: the empty list offers to clear them. */
  onClearFilters?: () => void;
}

const SORT_DIRECTIONS: ('descend' | 'ascend')[] = ['descend', 'ascend'];

export default function AlarmTable({ page, loading, state, fresh, onOpen, onPage, onSort, onClearFilters }: Props) {
  const t = useT();
  const durationText = useDurationText();
  const columns: TableColumnsType<API.AlarmItem> = [
    {
      title: t('alarm.field.type'),
      dataIndex: 'type',
      render: (_, row) => (
        <>
          <Button
            type="link"
            style={{ padding: 0, height: 'auto' }}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(row.id);
            }}
          >
            <AlarmTypeLabel type={row.type} strong={!row.read} />
          </Button>
          {fresh?.has(row.id) ? (
            <Tag color="blue" className="alarm-new-tag" data-testid="alarm-new" style={{ marginInlineStart: 8 }}>
              {t('alarm.live.new')}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      title: t('alarm.field.organization'),
      dataIndex: 'orgName',
      render: (_, row) => <Truncated max="16em">{row.orgName}</Truncated>,
    },
    {
      title: t('alarm.field.device'),
      dataIndex: 'deviceName',
      render: (_, row) => <Truncated max="12em">{row.deviceName}</Truncated>,
    },
    {
      key: 'startedAt',
      title: t('alarm.field.time'),
      dataIndex: 'startedAt',
      sorter: true,
      sortDirections: SORT_DIRECTIONS,
      sortOrder: state.sortField === 'startedAt' ? state.sortOrder : state.sortField ? null : 'descend',
      render: (_, row) => <AlarmTime iso={row.startedAt} />,
    },
    {
      key: 'duration',
      title: t('alarm.field.duration'),
      dataIndex: 'durationSeconds',
      sorter: true,
      sortDirections: SORT_DIRECTIONS,
      sortOrder: state.sortField === 'duration' ? state.sortOrder : null,
      render: (_, row) => durationText(row.durationSeconds),
    },
    { key: 'state', title: t('alarm.field.state'), render: (_, row) => <AlarmState endedAt={row.endedAt} /> },
    { title: t('alarm.field.read'), dataIndex: 'read', render: (_, row) => <ReadState read={row.read} /> },
  ];
  const cards = cardRows(columns);

  return (
    <Table<API.AlarmItem>
      rowKey="id"
      className={cards.className}
      columns={cards.columns}
      dataSource={page?.list}
      loading={loading}
      rowClassName={(row) => (fresh?.has(row.id) ? 'alarm-row-new' : '')}
      locale={onClearFilters ? { emptyText: <FilteredEmpty onClear={onClearFilters} /> } : undefined}
      scroll={{ x: 'max-content' }}
      onRow={(row) => ({ onClick: () => onOpen(row.id), style: { cursor: 'pointer' } })}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort') return;
        const s = sorter as SorterResult<API.AlarmItem>;
        onSort(s.order ? (s.columnKey as 'startedAt' | 'duration') : undefined, s.order || undefined);
      }}
      pagination={{
        current: state.current,
        pageSize: state.pageSize,
        total: page?.total || 0,
        showSizeChanger: true,
        showTotal: (total) => t('alarm.list.total', { total }),
        onChange: onPage,
      }}
    />
  );
}
