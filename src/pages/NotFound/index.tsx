import { Button, Result } from 'antd';
import { history } from '@umijs/max';
import { useT } from '@/locales/t';

export default function NotFoundPage() {
  const t = useT();
  return (
    <main>
      <Result
        status="404"
        title="404"
        subTitle={t('layout.notFound')}
        extra={
          <Button type="primary" onClick={() => history.push('/home')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </main>
  );
}
