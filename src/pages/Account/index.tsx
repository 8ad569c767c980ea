/** /account: the accounts of the organisation's members; edit, reset the password, delete. */
import type { ActionType } from '@ant-design/pro-components';
import { Button, message } from 'antd';
import { useRef, useState } from 'react';
import { useDialog } from '@/components/DialogState';
import ConfirmAction from '@/components/ConfirmAction';
import type { PasswordNotice } from '@/components/DefaultPasswordNotice';
import { lazyDialog } from '@/components/LazyDialog';
import PageFrame from '@/components/PageFrame';
import PeopleTable from '@/components/PeopleTable';
import { useRowAction } from '@/components/PeopleTable/rowAction';
import { useSessionRefresh } from '@/components/SessionRefresh';
import { useT } from '@/locales/t';
import { deleteAccount, listAccounts, resetAccountPassword } from '@/services/ropc/account';

const EditAccountForm = lazyDialog(() => import('./components/EditAccountForm'));
const DefaultPasswordNotice = lazyDialog(
  () => import('@/components/DefaultPasswordNotice'),
  (props) => !!props.notice,
);

export default function AccountPage() {
  const t = useT();
  const session = useSessionRefresh();
  const action = useRowAction();
  const actionRef = useRef<ActionType>();
  const editing = useDialog<API.Member>();
  const [notice, setNotice] = useState<PasswordNotice>();
  const reload = () => actionRef.current?.reload();

  const reset = async (row: API.Member) => {
    const answer = await resetAccountPassword(row.userId);
    setNotice({ reason: 'reset', account: answer.account, password: answer.defaultPassword });
  };

  // Refused too, the list reloads: a row the platform now refuses shows why (a race with another change).
  const remove = async (row: API.Member) => {
    try {
      await deleteAccount(row.userId);
      message.success(t('success.delete'));
    } finally {
      reload();
    }
  };

  const rowActions = (row: API.Member) => [
    action(
      row,
      'account:update',
      t('common.edit'),
      <Button key="edit" type="link" size="small" onClick={() => editing.show(row)}>
        {t('common.edit')}
      </Button>,
    ),
    action(
      row,
      'account:reset',
      t('account.resetPassword'),
      <ConfirmAction key="reset" title={t('account.resetPassword.confirm')} onConfirm={() => reset(row)} danger={false}>
        {t('account.resetPassword')}
      </ConfirmAction>,
    ),
    action(
      row,
      'account:delete',
      t('common.delete'),
      <ConfirmAction
        key="delete"
        title={t('account.delete.confirm')}
        description={t('account.delete.detail', { account: row.account })}
        onConfirm={() => remove(row)}
      >
        {t('common.delete')}
      </ConfirmAction>,
    ),
  ];

  return (
    <PageFrame content={t('account.intro')}>
      <PeopleTable
        createdAtTitle={t('account.column.createdAt')}
        headerTitle={t('account.title')}
        actionRef={actionRef}
        service={listAccounts}
        rowActions={rowActions}
      />
      <EditAccountForm
        key={editing.key}
        open={editing.open}
        row={editing.target}
        onClose={editing.hide}
        onSaved={async (row) => {
          reload();
          await session.ifSelf(row.userId);
        }}
      />
      <DefaultPasswordNotice notice={notice} onClose={() => setNotice(undefined)} />
    </PageFrame>
  );
}
