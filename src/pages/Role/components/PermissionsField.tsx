/**
 * A role's permissions: the platform's permission tree, asked for once the drawer is open. The request's state
 * lives here, so its start and its answer render this field, not the whole form (issue 19).
 */
import { ProForm } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { useT } from '@/locales/t';
import { listPowers } from '@/services/ropc/role';
import PermissionTree from './PermissionTree';

export default function PermissionsField({ wanted }: { wanted: boolean }) {
  const t = useT();
  const powers = useRequest(listPowers, { ready: wanted });
  return (
    <ProForm.Item name="permissions" label={t('role.field.permissions')} extra={t('role.field.permissions.extra')}>
      <PermissionTree nodes={powers.data || []} />
    </ProForm.Item>
  );
}
