/**
 * A role's permissions: the platform's permission tree, asked for once the drawer is open. The request's state
 * lives here, so its start and its answer render this field, not the whole form (issue 19). `lock`: the codes the
 * user may not change here (nobody grants more than they hold, nor changes their own role's codes).
 */
import { ProForm } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { useT } from '@/locales/t';
import { listPowers } from '@/services/ropc/role';
import { allCodes, type CodeLock } from '../permissionTree';
import PermissionTree from './PermissionTree';

export default function PermissionsField({ wanted, lock }: { wanted: boolean; lock?: CodeLock }) {
  const t = useT();
  const powers = useRequest(listPowers, { ready: wanted });
  const someLocked = !!lock && !lock.whole && allCodes(powers.data || []).some((code) => lock.locked(code));
  const extra = someLocked
    ? `${t('role.field.permissions.extra')} ${t('role.perm.notHeld.extra')}`
    : t('role.field.permissions.extra');
  return (
    <ProForm.Item name="permissions" label={t('role.field.permissions')} extra={extra}>
      <PermissionTree nodes={powers.data || []} lock={lock} />
    </ProForm.Item>
  );
}
