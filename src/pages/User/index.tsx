/** /user: the members of the current organisation; add, change role, remove. */
import { type ActionType, PageContainer } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { PlusOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { useRef, useState } from 'react';
import { useDialog } from '@/components/DialogState';
import ConfirmAction from '@/components/ConfirmAction';
import DefaultPasswordNotice, { type PasswordNotice } from '@/components/DefaultPasswordNotice';
import PeopleTable from '@/components/PeopleTable';
import { useSessionRefresh } from '@/components/SessionRefresh';
import { useT } from '@/locales/t';
import { listMembers, removeMember } from '@/services/ropc/user';
import AddUserForm from './components/AddUserForm';
import ChangeRoleForm from './components/ChangeRoleForm';

export default function UserPage() {
  const t = useT();
  const access = useAccess();
  const session = useSessionRefresh();
  const actionRef = useRef<ActionType>();
  const adding = useDialog();
  const changing = useDialog<API.Member>();
  const [notice, setNotice] = useState<PasswordNotice>();
  const reload = () => actionRef.current?.reload();

  const onAdded = (result: API.AddUserResult) => {
    message.success(t('user.add.success'));
    if (result.created && result.defaultPassword) setNotice({ reason: 'added', account: result.account, password: result.defaultPassword });
    reload();
  };

  const remove = async (row: API.Member) => {
    await removeMember(row.userId);
    message.success(t('success.delete'));
    reload();
  };

  const rowActions = (row: API.Member) => [
    access['user:update'] ? (
      <Button key="role" type="link" size="small" onClick={() => changing.show(row)}>
        {t('user.changeRole')}
      </Button>
    ) : null,
    access['user:remove'] && row.userId !== session.userId ? (
      <ConfirmAction key="remove" title={t('user.remove.confirm')} onConfirm={() => remove(row)}>
        {t('user.remove')}
      </ConfirmAction>
    ) : null,
  ];

  const toolBar = access['user:create']
    ? [
        <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => adding.show()}>
          {t('user.add')}
        </Button>,
      ]
    : [];

  return (
    <PageContainer>
      <PeopleTable headerTitle={t('user.title')} actionRef={actionRef} service={listMembers} rowActions={rowActions} toolBar={toolBar} />
      <AddUserForm key={`add-${adding.key}`} open={adding.open} onClose={adding.hide} onAdded={onAdded} />
      <ChangeRoleForm
        key={`role-${changing.key}`}
        open={changing.open}
        member={changing.target}
        onClose={changing.hide}
        onChanged={async (member) => {
          reload();
          await session.ifSelf(member.userId);
        }}
      />
      <DefaultPasswordNotice notice={notice} onClose={() => setNotice(undefined)} />
    </PageContainer>
  );
}
