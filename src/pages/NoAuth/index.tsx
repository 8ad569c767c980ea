import { Button, Result } from 'antd';
import { useT } from '@/locales/t';
import { logoutAndLeave } from '@/session/logout';

export default function NoAuthPage() {
  const t = useT();
  return (
    <main>
      <Result status="403" title={t('menu.noAuth')} subTitle={t('layout.noAuth')} extra={<Button onClick={() => logoutAndLeave()}>{t('layout.logout')}</Button>} />
    </main>
  );
}
