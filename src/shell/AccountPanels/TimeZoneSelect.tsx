/** A searchable list of every IANA time zone with its current UTC offset ("Asia/Tokyo (UTC+09:00)"). */
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { formatOffset, listTimeZones, zoneOffsetMinutes } from '@/contract/timeZones';

interface Option {
  value: string;
  label: string;
  /** What a search matches: the name with spaces or underscores, and the offset. */
  search: string;
}

function optionsAt(now: Date): Option[] {
  return listTimeZones().map((zone) => {
    const offset = formatOffset(zoneOffsetMinutes(zone, now));
    const label = `${zone} (${offset})`;
    return { value: zone, label, search: `${label} ${zone.replace(/_/g, ' ')}`.toLowerCase() };
  });
}

type Props = Omit<SelectProps<string>, 'options' | 'showSearch' | 'filterOption'>;

export default function TimeZoneSelect(given: Props) {
  // Without the form item's aria-required: rc-select would put it on its wrapper, which has no role that takes it.
  const props = { ...given };
  delete props['aria-required'];
  const all = useMemo(() => optionsAt(new Date()), []);
  // A zone saved from elsewhere that this browser lists under another name still shows.
  const { value } = props;
  const options = useMemo(
    () => (value && !all.some((o) => o.value === value) ? [{ value, label: value, search: value.toLowerCase() }, ...all] : all),
    [all, value],
  );
  return (
    <Select<string>
      {...props}
      showSearch
      options={options}
      filterOption={(input, option) => !!option && (option as Option).search.includes(input.trim().toLowerCase())}
    />
  );
}
