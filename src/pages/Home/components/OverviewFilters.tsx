/** All organizations / all devices / all device types; the device list follows the other two filters. */
import { Select, Space } from 'antd';
import { useT } from '@/locales/t';
import type { OverviewFilter } from '../hooks/useOverview';

const ALL = '';

interface Props {
  options?: API.DashboardFilters;
  value: OverviewFilter;
  onChange: (next: OverviewFilter) => void;
}

export default function OverviewFilters({ options, value, onChange }: Props) {
  const t = useT();
  const devices = (options?.devices || []).filter(
    (d) => (!value.busId || d.busId === value.busId) && (!value.deviceType || d.type === value.deviceType),
  );
  const keepDevice = (busId?: string, type?: string) => {
    const device = options?.devices.find((d) => d.id === value.deviceId);
    return device && (!busId || device.busId === busId) && (!type || device.type === type) ? device.id : undefined;
  };
  // While the choices load, each select shows its spinner and keeps its "All ..." readable: a disabled select's
  // faint text is not marked disabled for assistive technology (axe reads it as 1.8:1 text), and "All" is a
  // choice that needs no list.
  const common = { loading: !options, style: { minWidth: 200 }, popupMatchSelectWidth: false };
  return (
    <Space wrap>
      <Select
        {...common}
        aria-label={t('home.column.org')}
        value={value.busId || ALL}
        onChange={(busId: string) =>
          onChange({
            busId: busId || undefined,
            deviceType: value.deviceType,
            deviceId: keepDevice(busId, value.deviceType),
          })
        }
        options={[
          { value: ALL, label: t('home.filter.allOrgs') },
          ...(options?.orgs || []).map((o) => ({ value: o.busId, label: o.name })),
        ]}
      />
      <Select
        {...common}
        aria-label={t('home.column.device')}
        showSearch
        optionFilterProp="label"
        value={value.deviceId || ALL}
        onChange={(deviceId: string) => onChange({ ...value, deviceId: deviceId || undefined })}
        options={[
          { value: ALL, label: t('home.filter.allDevices') },
          ...devices.map((d) => ({ value: d.id, label: d.name })),
        ]}
      />
      <Select
        {...common}
        aria-label={t('home.column.type')}
        value={value.deviceType || ALL}
        onChange={(type: string) =>
          onChange({
            busId: value.busId,
            deviceType: (type || undefined) as API.DeviceType | undefined,
            deviceId: keepDevice(value.busId, type),
          })
        }
        options={[
          { value: ALL, label: t('home.filter.allTypes') },
          ...(options?.deviceTypes || []).map((type) => ({ value: type, label: t(`home.deviceType.${type}`) })),
        ]}
      />
    </Space>
  );
}
