import { Button, Result, Typography } from 'antd';
import { history, useSearchParams } from '@umijs/max';
import { useT } from '@/locales/t';

/** Shows errorCode and errorMessage from the query as plain text. */
export default function ExceptionPage() {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <main>
      <Result
        status="error"
        title={t('layout.exception.title')}
        subTitle={
          <>
            <Typography.Text code data-testid="error-code">{params.get('errorCode') || ''}</Typography.Text>{' '}
            <Typography.Text data-testid="error-message">{params.get('errorMessage') || ''}</Typography.Text>
          </>
        }
        extra={<Button type="primary" onClick={() => history.push('/home')}>{t('common.backHome')}</Button>}
      />
    </main>
  );
}
