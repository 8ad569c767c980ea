/** Gives a member another role of the organisation. */
import { ModalForm } from '@ant-design/pro-components';
import { message } from 'antd';
import RoleField from '@/components/RolePicker/RoleField';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { useIsolatedT } from '@/locales/isolated';
import { useT } from '@/locales/t';
import { changeMemberRole } from '@/services/ropc/user';

interface Props {
  open: boolean;
  member?: API.Member;
  onClose: () => void;
  onChanged: (member: API.Member) => Promise<unknown> | void;
}

export default function ChangeRoleForm({ open, member, onClose, onChanged }: Props) {
  const t = useT();
  const ti = useIsolatedT();
  const [save] = useSingleFlight(async ({ roleId }: { roleId: string }) => {
    if (!member) return true;
    try {
      await changeMemberRole({ userId: member.userId, roleId });
    } catch {
      return false;
    }
    message.success(t('user.changeRole.success'));
    await onChanged(member);
    return true;
  });
  return (
    <ModalForm<{ roleId: string }>
      name="changeRole"
      title={ti('user.changeRole.title', { account: member?.account || '' })}
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      initialValues={{ roleId: member?.roleId }}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }}
      onFinish={save}
    >
      <RoleField ready={open} />
    </ModalForm>
  );
}
