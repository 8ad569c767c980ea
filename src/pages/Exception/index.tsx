import { Button, Descriptions, Result, Typography } from 'antd';
import { history, useSearchParams } from '@umijs/max';
import { useId } from 'react';
import { useT } from '@/locales/t';
import { capText, MAX_CODE_LENGTH, MAX_MESSAGE_LENGTH } from './capText';

/**
 * The generic error page: errorCode and errorMessage from the query, shown as plain text (never as markup),
 * capped in length, and always under the console's own heading and a note that they came with the address,
 * so a crafted link cannot pass its text off as the console's.
 */
export default function ExceptionPage() {
  const t = useT();
  const headingId = useId();
  const [params] = useSearchParams();
  const code = capText(params.get('errorCode'), MAX_CODE_LENGTH);
  const message = capText(params.get('errorMessage'), MAX_MESSAGE_LENGTH);
  const items = [
    ...(code
      ? [{ key: 'code', label: t('shell.exception.code'), children: <span data-testid="error-code">{code}</span> }]
      : []),
    ...(message
      ? [
          {
            key: 'message',
            label: t('shell.exception.message'),
            children: <span data-testid="error-message">{message}</span>,
          },
        ]
      : []),
  ];
  return (
    <main>
      <Result
        status="error"
        title={
          <h1 id={headingId} style={{ margin: 0, font: 'inherit', color: 'inherit' }}>
            {t('layout.exception.title')}
          </h1>
        }
        subTitle={
          items.length ? (
            <section aria-labelledby={headingId} style={{ maxWidth: 560, margin: '0 auto', textAlign: 'start' }}>
              <Typography.Paragraph type="secondary">{t('shell.exception.fromAddress')}</Typography.Paragraph>
              <Descriptions column={1} size="small" items={items} />
            </section>
          ) : null
        }
        extra={
          <Button type="primary" onClick={() => history.push('/home')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </main>
  );
}
