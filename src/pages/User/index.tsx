/** /user: the members of the current organisation; add, change role, remove. */
import type { ActionType } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, message } from 'antd';
import { useRef, useState } from 'react';
import { useDialog } from '@/components/DialogState';
import ConfirmAction from '@/components/ConfirmAction';
import { useOrgInEffectName } from '@/components/form/ActsOnOrg';
import type { PasswordNotice } from '@/components/DefaultPasswordNotice';
import { lazyDialog } from '@/components/LazyDialog';
import AddDialog from '@/components/LazyDialog/AddDialog';
import PageFrame from '@/components/PageFrame';
import PeopleTable from '@/components/PeopleTable';
import { useRowAction } from '@/components/PeopleTable/rowAction';
import { useSessionRefresh } from '@/components/SessionRefresh';
import { useT } from '@/locales/t';
import { listMembers, removeMember } from '@/services/ropc/user';

const AddUserForm = lazyDialog(() => import('./components/AddUserForm'));
const ChangeRoleForm = lazyDialog(() => import('./components/ChangeRoleForm'));
const DefaultPasswordNotice = lazyDialog(
  () => import('@/components/DefaultPasswordNotice'),
  (props) => !!props.notice,
);

export default function UserPage() {
  const t = useT();
  const access = useAccess();
  const orgName = useOrgInEffectName();
  const session = useSessionRefresh();
  const action = useRowAction();
  const actionRef = useRef<ActionType>();
  const changing = useDialog<API.Member>();
  const [notice, setNotice] = useState<PasswordNotice>();
  const reload = () => actionRef.current?.reload();

  const onAdded = (result: API.AddUserResult) => {
    message.success(t('user.add.success'));
    if (result.created && result.defaultPassword)
      setNotice({ reason: 'added', account: result.account, password: result.defaultPassword });
    reload();
  };

  // Refused too, the list reloads: a row the platform now refuses shows why (a race with another change).
  const remove = async (row: API.Member) => {
    try {
      await removeMember(row.userId);
      message.success(t('success.delete'));
    } finally {
      reload();
    }
  };

  const rowActions = (row: API.Member) => [
    action(
      row,
      'user:update',
      t('user.changeRole'),
      <Button key="role" type="link" size="small" onClick={() => changing.show(row)}>
        {t('user.changeRole')}
      </Button>,
    ),
    action(
      row,
      'user:remove',
      t('user.remove'),
      <ConfirmAction
        key="remove"
        title={t('user.remove.confirm')}
        description={t('user.remove.detail', { account: row.account, org: orgName || '' })}
        onConfirm={() => remove(row)}
      >
        {t('user.remove')}
      </ConfirmAction>,
    ),
  ];

  const toolBar = access['user:create']
    ? [
        <AddDialog key="add" dialog={AddUserForm} onAdded={onAdded}>
          {t('user.add')}
        </AddDialog>,
      ]
    : [];

  return (
    <PageFrame content={t('user.intro')}>
      <PeopleTable
        createdAtTitle={t('user.column.joinedAt')}
        headerTitle={t('user.title')}
        actionRef={actionRef}
        service={listMembers}
        rowActions={rowActions}
        toolBar={toolBar}
      />
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
    </PageFrame>
  );
}
