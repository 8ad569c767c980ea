/** The full alarm list: filters, pages and the open state live in the URL, so a reload or a shared link keeps them. */
import { useRequest } from 'ahooks';
import { Alert, Button, Drawer, Space } from 'antd';
import { useEffect } from 'react';
import { pagingChanges } from '@/hooks/urlPaging';
import { useTimeZone } from '@/session/orgSettings';
import { useT } from '@/locales/t';
import { pageAlarms } from '@/services/ropc/alarm';
import AlarmFilters from './AlarmFilters';
import AlarmTable from './AlarmTable';
import { useAlarmsChanged } from './events';
import ExportAlarms from './ExportAlarms';
import MarkAllRead from './MarkAllRead';
import { useLiveList } from './useLiveList';
import { CLOSED_LIST, filterOf, LIST_KEYS, listStateOf, useAlarmUrl, type AlarmKey } from './urlState';

export default function AlarmDrawer({ scope }: { scope: string }) {
  const t = useT();
  const [values, set] = useAlarmUrl();
  const state = listStateOf(values);
  const timeZone = useTimeZone();
  const filter = filterOf(state, timeZone);
  const query = { ...filter, sortField: state.sortField, sortOrder: state.sortOrder };
  const { data, loading, refresh, mutate } = useRequest(
    () => pageAlarms({ current: state.current, pageSize: state.pageSize, ...query }),
    {
      refreshDeps: [scope, state.current, state.pageSize, JSON.stringify(query)],
    },
  );
  useAlarmsChanged(refresh);
  const live = useLiveList({
    page: data,
    state,
    filter,
    mutate,
    refresh,
    showFirstPage: () => set({ alarmPage: undefined }),
  });

  // A page past the end (after marking read under an unread filter, or an old link): go to the last page.
  const lastPage = Math.max(1, Math.ceil((data?.total || 0) / state.pageSize));
  useEffect(() => {
    if (data && !loading && state.current > lastPage) set({ alarmPage: lastPage > 1 ? lastPage : undefined });
  }, [data, loading, state.current, lastPage, set]);

  const changeFilter = (changes: Partial<Record<AlarmKey, string | undefined>>) =>
    set({ ...changes, alarmPage: undefined });
  // Every filter of the list, cleared; the open state, sort and page size stay.
  const filterKeys = LIST_KEYS.filter(
    (k) => k !== 'alarms' && k !== 'alarmSort' && k !== 'alarmOrder' && k !== 'alarmPageSize',
  );
  const filtered = filterKeys.some((k) => k !== 'alarmPage' && values[k]);
  const clearFilters = () => set(Object.fromEntries(filterKeys.map((k) => [k, undefined])));

  return (
    <Drawer
      open
      rootClassName="alarm-drawer"
      width="min(1120px, 100vw)"
      // Opened together with an alarm's details (a link, a reload, back/forward): the focus stays in the details.
      autoFocus={!values.alarmId}
      title={t('alarm.title')}
      // An alarm's details lie over the list: an Esc that reaches the list first (the details are still opening and
      // have not taken the focus yet) closes the details, the innermost view, not the list under them.
      onClose={() => set(values.alarmId ? { alarmId: undefined } : CLOSED_LIST)}
      extra={
        <Space wrap>
          <ExportAlarms query={query} timeZone={timeZone} disabled={!data?.total} />
          <MarkAllRead filter={filter} disabled={state.read === 'read'} />
        </Space>
      }
    >
      <AlarmFilters scope={scope} state={state} filter={filter} onChange={changeFilter} />
      {live.pending ? (
        <Alert
          type="info"
          showIcon
          data-testid="alarm-live-pending"
          style={{ marginBottom: 12 }}
          message={t('alarm.live.pending', { count: live.pending })}
          action={
            <Button size="small" onClick={live.showPending}>
              {t('alarm.live.show')}
            </Button>
          }
        />
      ) : null}
      <AlarmTable
        page={data}
        loading={loading}
        state={state}
        fresh={live.fresh}
        onOpen={(id) => {
          live.seen(id);
          set({ alarmId: id });
        }}
        onClearFilters={filtered ? clearFilters : undefined}
        onSort={(field, order) =>
          set({
            alarmSort: field === 'startedAt' && order === 'descend' ? undefined : field,
            alarmOrder: field && !(field === 'startedAt' && order === 'descend') ? order : undefined,
            alarmPage: undefined,
          })
        }
        onPage={(current, pageSize) => {
          const paging = pagingChanges(current, pageSize);
          set({ alarmPage: paging.current, alarmPageSize: paging.pageSize });
        }}
      />
    </Drawer>
  );
}
