/** The overview's columns: the device, its organisation and type, then every dashboard figure, sortable. */
import type { TableColumnsType } from 'antd';
import { theme } from 'antd';
import { Text } from '@/components/PlainText';
import { useMemo } from 'react';
import Truncated from '@/components/ResponsiveTable/Truncated';
import { useT } from '@/locales/t';
import { METRICS, shownValue } from '../kpis';
import { useFormat } from './useFormat';

type Row = API.DashboardDeviceRow;

export function useOverviewColumns(
  sortField?: API.DashboardSortField,
  sortOrder?: 'ascend' | 'descend',
): TableColumnsType<Row> {
  const t = useT();
  const format = useFormat();
  const { token } = theme.useToken();
  return useMemo(() => {
    const order = (key: API.DashboardSortField) => (sortField === key ? sortOrder || null : null);
    const secondary = { color: token.colorTextSecondary, fontSize: 12 };
    return [
      {
        key: 'deviceName',
        dataIndex: 'deviceName',
        title: t('home.column.device'),
        fixed: 'left',
        sorter: true,
        sortOrder: order('deviceName'),
        render: (name: string, row) => (
          <>
            <Text strong>{name}</Text>
            <div style={secondary}>{row.serial}</div>
          </>
        ),
      },
      {
        key: 'orgName',
        dataIndex: 'orgName',
        title: t('home.column.org'),
        sorter: true,
        sortOrder: order('orgName'),
        render: (name: string) => <Truncated max="16em">{name}</Truncated>,
      },
      {
        key: 'deviceType',
        dataIndex: 'deviceType',
        title: t('home.column.type'),
        sorter: true,
        sortOrder: order('deviceType'),
        render: (type: API.DeviceType) => t(`home.deviceType.${type}`),
      },
      ...METRICS.map((def) => ({
        key: def.key,
        dataIndex: def.key,
        align: 'right' as const,
        sorter: true,
        sortOrder: order(def.key),
        title: (
          <span>
            {t(def.label)}
            <span style={{ ...secondary, display: 'block', fontWeight: 400 }}>{t(def.unit)}</span>
          </span>
        ),
        render: (_: unknown, row: Row) => {
          const value = shownValue(def, row);
          return (
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>
              {value === null ? '—' : format.number(value, def.digits)}
            </span>
          );
        },
      })),
    ];
  }, [t, format, token, sortField, sortOrder]);
}
