/** The required role select of the add-user and change-role forms: no placeholder, its error says what to do. */
import { ProFormSelect } from '@ant-design/pro-components';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';
import { useT } from '@/locales/t';
import { useRoleOptions } from './index';

export default function RoleField({ ready }: { ready: boolean }) {
  const t = useT();
  const roles = useRoleOptions(ready);
  return (
    <ProFormSelect
      name="roleId"
      label={t('user.column.role')}
      options={roles.options}
      rules={[{ required: true, message: t('user.field.role.required') }]}
      fieldProps={{ ...NO_PLACEHOLDER, loading: roles.loading, showSearch: true, optionFilterProp: 'label' }}
    />
  );
}
