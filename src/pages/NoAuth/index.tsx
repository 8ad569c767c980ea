import { useModel } from '@umijs/max';
import { Button, Result, Space } from 'antd';
import LanguageSwitcher from '@/shell/LanguageSwitcher';
import { FirstPasswordStep, mustChangePassword, PendingInvitations } from '@/shell/AccountGate';
import { useT } from '@/locales/t';
import { logoutAndLeave } from '@/session/logout';
import { browser } from '@/session/navigation';
import { HOME_PATH } from '@/session/redirects';

interface ViewProps {
  /** The session has organisations and permissions: the user came here from a 000402 while using the console. */
  canRestart: boolean;
}

/** No organisations or no menu permissions: say so, and let the user change language or log out. */
export function NoAuthView({ canRestart }: ViewProps) {
  const t = useT();
  return (
    <main>
      <Result
        status="403"
        title={t('menu.noAuth')}
        subTitle={t('layout.noAuth')}
        extra={
          <Space>
            {canRestart ? (
              // A full start reloads the organisation list, so the user gets back to one they may open.
              <Button type="primary" onClick={() => browser.assign(HOME_PATH)}>
                {t('common.backHome')}
              </Button>
            ) : null}
            <LanguageSwitcher />
            <Button onClick={() => logoutAndLeave()}>{t('layout.logout')}</Button>
          </Space>
        }
      />
    </main>
  );
}

export default function NoAuthPage() {
  const { initialState } = useModel('@@initialState');
  // An account without organisations yet may have a one-time password to change or an invitation to accept.
  if (mustChangePassword(initialState)) return <FirstPasswordStep />;
  return (
    <>
      <PendingInvitations />
      <NoAuthView canRestart={!!initialState?.orgList?.length && !!initialState?.permissions?.length} />
    </>
  );
}
