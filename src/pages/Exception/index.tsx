import { Button, Descriptions, Result } from 'antd';
import { history, useSearchParams } from '@umijs/max';
import { useT } from '@/locales/t';

/** The generic error page: errorCode and errorMessage from the query, shown as plain text (never as markup). */
export default function ExceptionPage() {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('errorCode') || '';
  const message = params.get('errorMessage') || '';
  const items = [
    ...(code ? [{ key: 'code', label: t('shell.exception.code'), children: <span data-testid="error-code">{code}</span> }] : []),
    ...(message ? [{ key: 'message', label: t('shell.exception.message'), children: <span data-testid="error-message">{message}</span> }] : []),
  ];
  return (
    <main>
      <Result
        status="error"
        title={t('layout.exception.title')}
        subTitle={items.length ? <Descriptions column={1} size="small" items={items} style={{ maxWidth: 560, margin: '0 auto', textAlign: 'start' }} /> : null}
        extra={<Button type="primary" onClick={() => history.push('/home')}>{t('common.backHome')}</Button>}
      />
    </main>
  );
}
