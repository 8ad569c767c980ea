import { Button, Result, Space } from 'antd';
import LanguageSwitcher from '@/components/LanguageSwitcher';
import { useT } from '@/locales/t';
import { logoutAndLeave } from '@/session/logout';

/** No organisations or no menu permissions: say so, and let the user change language or log out. */
export default function NoAuthPage() {
  const t = useT();
  return (
    <main>
      <Result
        status="403"
        title={t('menu.noAuth')}
        subTitle={t('layout.noAuth')}
        extra={
          <Space>
            <LanguageSwitcher />
            <Button onClick={() => logoutAndLeave()}>{t('layout.logout')}</Button>
          </Space>
        }
      />
    </main>
  );
}
