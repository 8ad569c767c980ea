import { Button } from 'antd';
import { history } from '@umijs/max';
import { useT } from '@/locales/t';
import StatusMessage from '@/components/StatusMessage';

/** "This page does not exist" inside the main layout (light: no antd Result illustration). */
export default function NotFoundMessage() {
  const t = useT();
  return (
    <StatusMessage
      tone="warning"
      title={<span>404</span>}
      description={t('layout.notFound')}
      actions={
        <Button type="primary" onClick={() => history.push('/home')}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
