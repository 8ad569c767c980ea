/**
 * The list's filters: alarm type (with each type's count for the other filters, following live alarms), organisation,
 * device (grouped by organisation, narrowed to the chosen one), the alarm's state (ongoing or cleared), the read
 * status and a range of days.
 */
import { useRequest } from 'ahooks';
import { Button, DatePicker, Flex, Segmented, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { InnermostEscape } from '@/components/innermostEscape';
import { useT } from '@/locales/t';
import type { MessageKey } from '@/locales/types';
import { countAlarmTypes, listAlarmDevices } from '@/services/ropc/alarm';
import { ALARM_TYPES } from '@/domain/alarmTypes';
import { useLiveRefresh } from '../live/useLiveRefresh';
import AlarmTypeLabel from './AlarmTypeLabel';
import type { AlarmKey, AlarmListState } from './urlState';

interface Props {
  scope: string;
  state: AlarmListState;
  /** The list's filter as sent to the platform: the type counts are for it, without its type. */
  filter: API.AlarmFilter;
  onChange: (changes: Partial<Record<AlarmKey, string | undefined>>) => void;
}

const DAY_FORMAT = 'YYYY-MM-DD';
const ALL = 'all';

/** The filters of a few values, every one in view after "All" (no filter): what they filter, their URL key. */
const CHOICES = [
  {
    field: 'state',
    key: 'state',
    label: 'alarm.filter.alarmState',
    values: [
      ['ongoing', 'alarm.ongoing'],
      ['cleared', 'alarm.cleared'],
    ],
  },
  {
    field: 'read',
    key: 'alarmRead',
    label: 'alarm.field.read',
    values: [
      ['unread', 'alarm.state.unread'],
      ['read', 'alarm.state.read'],
    ],
  },
] as const satisfies readonly {
  field: keyof AlarmListState;
  key: AlarmKey;
  label: MessageKey;
  values: readonly (readonly [string, MessageKey])[];
}[];

export default function AlarmFilters({ scope, state, filter, onChange }: Props) {
  const t = useT();
  const { data: devices, loading } = useRequest(listAlarmDevices, { refreshDeps: [scope] });
  const countFilter = JSON.stringify({ ...filter, type: undefined });
  const { data: typeCounts, refresh: recount } = useRequest(() => countAlarmTypes(filter), {
    refreshDeps: [scope, countFilter],
  });
  useLiveRefresh(recount); // the counts follow alarms as they come and clear
  const countOf = useMemo(() => new Map((typeCounts || []).map((c) => [c.type, c.count])), [typeCounts]);
  const groups = useMemo(() => {
    const map = new Map<string, { label: string; busId: string; options: { label: string; value: string }[] }>();
    (devices || []).forEach((d) => {
      if (!map.has(d.busId)) map.set(d.busId, { label: d.orgName, busId: d.busId, options: [] });
      map.get(d.busId)!.options.push({ label: d.name, value: d.id });
    });
    return [...map.values()];
  }, [devices]);
  const deviceOptions = groups
    .filter((g) => !state.busId || g.busId === state.busId)
    .map(({ label, options }) => ({ label, options }));
  const filtered = !!(
    state.type ||
    state.busId ||
    state.deviceId ||
    state.state ||
    state.read ||
    state.from ||
    state.to
  );
  const deviceOrg = (id?: string) => devices?.find((d) => d.id === id)?.busId;
  /** A filter select: named by what it filters (its placeholder too), cleared with one click. */
  const named = (label: string) => ({ 'aria-label': label, placeholder: label, allowClear: true });
  /** Organisations and devices are many: one types to find one, while the list of them loads. */
  const searchable = (label: string) => ({ ...named(label), showSearch: true, optionFilterProp: 'label', loading });

  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
      <Select
        {...named(t('alarm.field.type'))}
        style={{ width: 240 }}
        value={state.type}
        options={ALARM_TYPES.map((type) => ({
          value: type,
          label: (
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <AlarmTypeLabel type={type} />
              {typeCounts ? (
                <span data-testid={`type-count-${type}`} style={{ opacity: 0.65, fontVariantNumeric: 'tabular-nums' }}>
                  {countOf.get(type) ?? 0}
                </span>
              ) : null}
            </span>
          ),
        }))}
        onChange={(value) => onChange({ alarmType: value })}
      />
      <Select
        {...searchable(t('alarm.field.organization'))}
        style={{ width: 220 }}
        value={state.busId}
        options={groups.map((g) => ({ label: g.label, value: g.busId }))}
        onChange={(value) =>
          onChange({
            alarmOrg: value,
            alarmDevice: value && deviceOrg(state.deviceId) !== value ? undefined : state.deviceId,
          })
        }
      />
      <Select
        {...searchable(t('alarm.field.device'))}
        style={{ width: 240 }}
        value={state.deviceId}
        options={deviceOptions}
        onChange={(value) => onChange({ alarmDevice: value })}
      />
      {CHOICES.map((choice) => (
        <Segmented
          key={choice.key}
          aria-label={t(choice.label)}
          value={state[choice.field] || ALL}
          options={[
            { value: ALL, label: t('alarm.state.all') },
            ...choice.values.map(([value, label]) => ({ value, label: t(label) })),
          ]}
          onChange={(value) => onChange({ [choice.key]: value === ALL ? undefined : value })}
        />
      ))}
      <InnermostEscape>
        {(onOpenChange) => (
          <DatePicker.RangePicker
            aria-label={t('alarm.filter.timeRange')}
            allowEmpty={[true, true]}
            placeholder={[t('alarm.filter.from'), t('alarm.filter.to')]}
            value={[state.from ? dayjs(state.from) : null, state.to ? dayjs(state.to) : null]}
            onChange={(dates) =>
              onChange({ alarmFrom: dates?.[0]?.format(DAY_FORMAT), alarmTo: dates?.[1]?.format(DAY_FORMAT) })
            }
            onOpenChange={onOpenChange}
          />
        )}
      </InnermostEscape>
      <Button
        disabled={!filtered}
        onClick={() =>
          onChange({
            alarmType: undefined,
            alarmOrg: undefined,
            alarmDevice: undefined,
            state: undefined,
            alarmRead: undefined,
            alarmFrom: undefined,
            alarmTo: undefined,
          })
        }
      >
        {t('alarm.filter.clear')}
      </Button>
    </Flex>
  );
}
