/** Adds a role, or edits one loaded with POST /auth/role/find/{id}: its name and its permission tree. */
import { DrawerForm, ProForm, ProFormText } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Form, message } from 'antd';
import { nameRules } from '@/components/form/rules';
import { useT } from '@/locales/t';
import { BizError } from '@/request/errors';
import { createRole, findRole, listPowers, updateRole } from '@/services/ropc/role';
import PermissionTree from './PermissionTree';

/** undefined: closed; null: adding; a role id: editing. */
export type RoleFormTarget = string | null | undefined;

interface Props {
  target: RoleFormTarget;
  onClose: () => void;
  onSaved: (id: string, created: boolean) => Promise<unknown> | void;
}

const isDuplicateName = (error: unknown) =>
  error instanceof BizError && error.code === '010007' && (error.data as { field?: string; rule?: string } | undefined)?.rule === 'duplicate';

export default function RoleForm({ target, onClose, onSaved }: Props) {
  const t = useT();
  const [form] = Form.useForm<API.RolePayload>();
  const editing = typeof target === 'string';
  const powers = useRequest(listPowers, { ready: target !== undefined, refreshDeps: [target] });

  const load = (id: string) =>
    findRole(id).then(
      (role) => ({ name: role.name, permissions: role.permissions }),
      () => {
        onClose(); // gone or unreachable: the request layer said why
        return { name: '', permissions: [] };
      },
    );

  const save = async (values: API.RolePayload) => {
    const payload = { name: values.name, permissions: values.permissions || [] };
    try {
      const id = editing ? (await updateRole({ id: target, ...payload }), target) : (await createRole(payload)).id;
      message.success(editing ? t('success.modify') : t('success.add'));
      await onSaved(id, !editing);
      return true;
    } catch (error) {
      if (isDuplicateName(error)) form.setFields([{ name: 'name', errors: [t('role.name.duplicate')] }]);
      return false; // keep the drawer and its input
    }
  };

  return (
    <DrawerForm<API.RolePayload>
      key={target ?? 'new'}
      name="role"
      title={editing ? t('role.edit') : t('role.add')}
      form={form}
      open={target !== undefined}
      width={520}
      onOpenChange={(open) => (open ? undefined : onClose())}
      drawerProps={{ destroyOnClose: true, maskClosable: false }}
      initialValues={{ permissions: [] }}
      request={editing ? () => load(target) : undefined}
      submitter={{ searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }}
      onFinish={save}
    >
      <ProFormText name="name" label={t('role.field.name')} rules={nameRules()} fieldProps={{ autoComplete: 'off' }} />
      <ProForm.Item name="permissions" label={t('role.field.permissions')} extra={t('role.field.permissions.extra')}>
        <PermissionTree nodes={powers.data || []} />
      </ProForm.Item>
    </DrawerForm>
  );
}
