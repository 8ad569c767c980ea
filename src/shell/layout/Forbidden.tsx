import { Button } from 'antd';
import { history } from '@umijs/max';
import { useT } from '@/locales/t';
import StatusMessage from '@/components/StatusMessage';

/** The 403 page for a guarded URL typed by hand (light: it is part of the main layout's first load). */
export default function Forbidden() {
  const t = useT();
  return (
    <StatusMessage
      tone="warning"
      title={
        <>
          <span>403</span> · {t('menu.noAuth')}
        </>
      }
      description={t('layout.forbidden')}
      actions={
        <Button type="primary" onClick={() => history.push('/home')}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
