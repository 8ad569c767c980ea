/**
 * The organisation's location: a cascader over the platform's region tree, asked for once the dialog is open.
 * The request's state lives here, so its start and its answer render this field, not the whole form (issue 19:
 * in the Add dialog's first open, the form rendered a second time when the request started).
 */
import { ProFormCascader } from '@ant-design/pro-components';
import { useT } from '@/locales/t';
import { useRegionOptions } from '../hooks/useRegionOptions';

export default function RegionField({ wanted }: { wanted: boolean }) {
  const t = useT();
  const regions = useRegionOptions(wanted);
  return (
    <ProFormCascader
      name="region"
      label={t('organization.field.location')}
      placeholder={t('organization.placeholder.location')}
      rules={[{ required: true, message: t('organization.location.required') }]}
      fieldProps={{ options: regions.options, showSearch: true, loading: regions.loading }}
    />
  );
}
