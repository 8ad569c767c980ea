import { useModel } from '@umijs/max';
import { Button, Descriptions, Flex, Result, Space, Typography } from 'antd';
import CopyButton from '@/components/CopyButton';
import LanguageSwitcher from '@/shell/LanguageSwitcher';
import { LazyFirstPasswordStep, LazyPendingInvitations, mustChangePassword } from '@/features/account';
import { useT } from '@/locales/t';
import { logoutAndLeave } from '@/session/logout';
import { browser } from '@/session/navigation';
import { orgInEffect, orgNameOf } from '@/session/currentOrg';
import { HOME_PATH } from '@/session/redirects';

interface ViewProps {
  /** The session has organisations and permissions: the user came here from a 000402 while using the console. */
  canRestart: boolean;
  /** The signed-in account, when the platform told us. */
  account?: string;
  /** The organisation the console acted on (name and id), if the account has one. */
  org?: { name: string; busId: string };
}

/** Who is signed in, where: what the administrator needs to give this account a role, with a copy button. */
function SignedInAs({ account, org }: { account: string; org?: ViewProps['org'] }) {
  const t = useT();
  const orgText = org
    ? org.name === org.busId
      ? org.busId
      : t('layout.noAuth.orgWithId', { name: org.name, id: org.busId })
    : t('layout.noAuth.noOrg');
  const copied = t('layout.noAuth.copied', { account, org: orgText });
  return (
    <Flex vertical align="center" gap={8} data-testid="no-auth-account">
      <Descriptions
        column={1}
        size="small"
        bordered
        style={{ maxWidth: 520, width: '100%', textAlign: 'start' }}
        items={[
          { key: 'account', label: t('layout.noAuth.account'), children: account },
          { key: 'org', label: t('layout.noAuth.org'), children: orgText },
        ]}
      />
      <Typography.Text type="secondary">{t('layout.noAuth.forAdmin')}</Typography.Text>
      <CopyButton text={copied} label={t('layout.noAuth.copy')} />
    </Flex>
  );
}

/** No organisations or no menu permissions: say so, who is signed in, and let the user change language or log out. */
export function NoAuthView({ canRestart, account, org }: ViewProps) {
  const t = useT();
  return (
    <main>
      <Result
        status="403"
        title={t('menu.noAuth')}
        subTitle={t('layout.noAuth')}
        extra={
          <Flex vertical align="center" gap={24}>
            {account ? <SignedInAs account={account} org={org} /> : null}
            <Space wrap>
              {canRestart ? (
                // A full start reloads the organisation list, so the user gets back to one they may open.
                <Button type="primary" onClick={() => browser.assign(HOME_PATH)}>
                  {t('common.backHome')}
                </Button>
              ) : null}
              <LanguageSwitcher />
              <Button onClick={() => logoutAndLeave()}>{t('layout.logout')}</Button>
            </Space>
          </Flex>
        }
      />
    </main>
  );
}

export default function NoAuthPage() {
  const { initialState } = useModel('@@initialState');
  // An account without organisations yet may have a one-time password to change or an invitation to accept.
  if (mustChangePassword(initialState)) return <LazyFirstPasswordStep />;
  const busId = orgInEffect(initialState);
  // A saved id that is not in the (empty) list is not the account's organisation; an alternate-mode one is.
  const name = orgNameOf(initialState, busId) || (initialState?.mode ? busId : undefined);
  const org = busId && name ? { busId, name } : undefined;
  return (
    <>
      <LazyPendingInvitations invitations={initialState?.userInfo?.invitations} />
      <NoAuthView
        canRestart={!!initialState?.orgList?.length && !!initialState?.permissions?.length}
        account={initialState?.userInfo?.account}
        org={org}
      />
    </>
  );
}
