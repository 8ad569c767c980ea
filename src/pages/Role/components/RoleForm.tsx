/**
 * Adds a role, or edits one loaded with POST /auth/role/find/{id}: its name and its permission tree. A default
 * role is edited like any; its name shows in the user's language and is sent back as the platform's unless changed.
 */
import { DrawerForm, ProFormText } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import { useMemo, useState } from 'react';
import { useRoleLabel } from '@/components/RolePicker';
import { useGrants } from '@/components/RolePicker/grants';
import { nameRules } from '@/components/form/rules';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import ActsOnOrg from '@/components/form/ActsOnOrg';
import { useT } from '@/locales/t';
import { BizError } from '@/request/errors';
import { createRole, findRole, updateRole } from '@/services/ropc/role';
import type { CodeLock } from '../permissionTree';
import PermissionsField from './PermissionsField';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';
import { useIdempotentCreate } from '@/request/idempotency';

interface Props {
  open: boolean;
  /** The role to edit; none: a new role. */
  roleId?: string;
  onClose: () => void;
  onSaved: (id: string, created: boolean) => Promise<unknown> | void;
}

const isDuplicateName = (error: unknown) =>
  error instanceof BizError &&
  error.code === '010007' &&
  (error.data as { field?: string; rule?: string } | undefined)?.rule === 'duplicate';

export default function RoleForm({ open, roleId, onClose, onSaved }: Props) {
  const t = useT();
  const createOnce = useIdempotentCreate();
  const [form] = Form.useForm<API.RolePayload>();
  const editing = !!roleId;
  const grants = useGrants();
  const roleLabel = useRoleLabel();
  const [loaded, setLoaded] = useState<API.Role>();
  // One's own role and the organisation's last role holding every code keep their codes (a rename is fine); any
  // other gets only codes the user holds.
  const lock = useMemo<CodeLock>(() => {
    if (roleId && roleId === grants.ownRoleId)
      return { locked: () => true, reason: t('role.perm.ownRole'), whole: true };
    if (loaded?.lastFullRole) return { locked: () => true, reason: t('role.perm.lastFullRole'), whole: true };
    return { locked: (code) => !grants.holds(code), reason: t('role.perm.notHeld') };
  }, [roleId, grants, loaded, t]);

  const load = (id: string) =>
    findRole(id).then(
      (role) => {
        setLoaded(role);
        return { name: roleLabel(role), permissions: role.permissions };
      },
      () => {
        onClose(); // gone or unreachable: the request layer said why
        return { name: '', permissions: [] };
      },
    );

  const [save] = useSingleFlight(async (values: API.RolePayload) => {
    // A default role's translated name, left as shown, stays the platform's name.
    const name = loaded && values.name === roleLabel(loaded) ? loaded.name : values.name;
    const payload = { name, permissions: values.permissions || [] };
    try {
      const id = roleId
        ? (await updateRole({ id: roleId, ...payload }), roleId)
        : (await createOnce(payload, (key) => createRole(payload, key))).id;
      message.success(editing ? t('success.modify') : t('success.add'));
      await onSaved(id, !editing);
      return true;
    } catch (error) {
      if (isDuplicateName(error)) form.setFields([{ name: 'name', errors: [t('role.name.duplicate')] }]);
      return false; // keep the drawer and its input
    }
  });

  return (
    <DrawerForm<API.RolePayload>
      name="role"
      title={editing ? t('role.edit') : t('role.add')}
      form={form}
      open={open}
      width={520}
      onOpenChange={(next) => (next ? undefined : onClose())}
      drawerProps={{ destroyOnHidden: true, maskClosable: false }}
      initialValues={{ permissions: [] }}
      request={roleId ? () => load(roleId) : undefined}
      submitter={{ searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }}
      onFinish={save}
    >
      {editing ? null : <ActsOnOrg text="role.add.org" />}
      <ProFormText
        name="name"
        label={t('role.field.name')}
        rules={nameRules('validation.required.roleName')}
        fieldProps={{ ...NO_PLACEHOLDER, autoComplete: 'off' }}
      />
      <PermissionsField wanted={open} lock={lock} />
    </DrawerForm>
  );
}
