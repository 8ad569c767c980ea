import { Button, Result } from 'antd';
import { useState } from 'react';
import { useT } from '@/locales/t';

/** Startup could not reach the platform: say so and offer a retry instead of a blank page. */
export default function StartupFailed({ onRetry }: { onRetry: () => Promise<unknown> | void }) {
  const t = useT();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Result
      status="error"
      title={t('shell.startup.title')}
      subTitle={t('shell.startup.description')}
      extra={
        <Button type="primary" loading={retrying} onClick={retry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
