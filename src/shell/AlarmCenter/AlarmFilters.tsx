/** The list's filters: alarm type, device (grouped by organisation), read status and a range of days. */
import { useRequest } from 'ahooks';
import { Button, DatePicker, Flex, Segmented, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useT } from '@/locales/t';
import { listAlarmDevices } from '@/services/ropc/alarm';
import { ALARM_TYPES } from '@/contract/alarmTypes';
import AlarmTypeLabel from './AlarmTypeLabel';
import type { AlarmKey, AlarmListState } from './urlState';

interface Props {
  scope: string;
  state: AlarmListState;
  onChange: (changes: Partial<Record<AlarmKey, string | undefined>>) => void;
}

const DAY_FORMAT = 'YYYY-MM-DD';

export default function AlarmFilters({ scope, state, onChange }: Props) {
  const t = useT();
  const { data: devices, loading } = useRequest(listAlarmDevices, { refreshDeps: [scope] });
  const deviceOptions = useMemo(() => {
    const groups = new Map<string, { label: string; options: { label: string; value: string }[] }>();
    (devices || []).forEach((d) => {
      if (!groups.has(d.busId)) groups.set(d.busId, { label: d.orgName, options: [] });
      groups.get(d.busId)!.options.push({ label: d.name, value: d.id });
    });
    return [...groups.values()];
  }, [devices]);
  const filtered = !!(state.type || state.deviceId || state.read || state.from || state.to);

  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('alarm.field.type')}
        placeholder={t('alarm.field.type')}
        allowClear
        style={{ width: 240 }}
        value={state.type}
        options={ALARM_TYPES.map((type) => ({ value: type, label: <AlarmTypeLabel type={type} /> }))}
        onChange={(value) => onChange({ alarmType: value })}
      />
      <Select
        aria-label={t('alarm.field.device')}
        placeholder={t('alarm.field.device')}
        allowClear
        showSearch
        optionFilterProp="label"
        loading={loading}
        style={{ width: 240 }}
        value={state.deviceId}
        options={deviceOptions}
        onChange={(value) => onChange({ alarmDevice: value })}
      />
      <Segmented
        aria-label={t('alarm.filter.readState')}
        value={state.read || 'all'}
        options={[
          { value: 'all', label: t('alarm.state.all') },
          { value: 'unread', label: t('alarm.state.unread') },
          { value: 'read', label: t('alarm.state.read') },
        ]}
        onChange={(value) => onChange({ alarmRead: value === 'all' ? undefined : value })}
      />
      <DatePicker.RangePicker
        aria-label={t('alarm.filter.timeRange')}
        allowEmpty={[true, true]}
        placeholder={[t('alarm.filter.from'), t('alarm.filter.to')]}
        value={[state.from ? dayjs(state.from) : null, state.to ? dayjs(state.to) : null]}
        onChange={(dates) => onChange({ alarmFrom: dates?.[0]?.format(DAY_FORMAT), alarmTo: dates?.[1]?.format(DAY_FORMAT) })}
      />
      <Button
        disabled={!filtered}
        onClick={() => onChange({ alarmType: undefined, alarmDevice: undefined, alarmRead: undefined, alarmFrom: undefined, alarmTo: undefined })}
      >
        {t('alarm.filter.clear')}
      </Button>
    </Flex>
  );
}
