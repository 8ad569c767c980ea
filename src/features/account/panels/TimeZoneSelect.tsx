/**
 * A searchable list of every IANA time zone by city and current offset in the user's language ("Tokyo (GMT+9)"),
 * with the zone's name in that language beside it; a search matches the city, the IANA id, the offset and the name.
 */
import { getLocale } from '@umijs/max';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { listTimeZones, zoneLabel } from '@/domain/timeZones';

interface Option {
  value: string;
  label: string;
  detail: string;
  search: string;
}

function optionsAt(now: Date, locale: string): Option[] {
  return listTimeZones().map((zone) => ({ value: zone, ...zoneLabel(zone, locale, now) }));
}

type Props = Omit<SelectProps<string>, 'options' | 'showSearch' | 'filterOption'>;

export default function TimeZoneSelect(given: Props) {
  // Without the form item's aria-required: rc-select would put it on its wrapper, which has no role that takes it.
  const props = { ...given };
  delete props['aria-required'];
  const locale = getLocale();
  const all = useMemo(() => optionsAt(new Date(), locale), [locale]);
  // A zone saved from elsewhere that this browser lists under another name still shows.
  const { value } = props;
  const options = useMemo(
    () =>
      value && !all.some((o) => o.value === value)
        ? [{ value, label: value, detail: '', search: value.toLowerCase() }, ...all]
        : all,
    [all, value],
  );
  return (
    <Select<string>
      {...props}
      showSearch
      options={options}
      optionLabelProp="label"
      optionRender={(option) => {
        const { label, detail, value: zone } = option.data as Option;
        return (
          <span title={zone}>
            {label}
            {detail && <span style={{ opacity: 0.65 }}> · {detail}</span>}
          </span>
        );
      }}
      filterOption={(input, option) => !!option && (option as Option).search.includes(input.trim().toLowerCase())}
    />
  );
}
