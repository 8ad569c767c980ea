/**
 * What the console shows when startup could not load the session (initialState.failed): a message, Retry
 * (onRetry: the shell runs the startup sequence again) and Log Out. Rendered by the shell instead of the page.
 */
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useT } from '@/locales/t';
import { logoutAndLeave } from './logout';

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
    <main role="alert">
      <Result
        status="warning"
        title={t('request.startup.failed')}
        subTitle={t('request.startup.failedHint')}
        extra={[
          <Button key="retry" type="primary" loading={retrying} onClick={retry}>
            {t('common.retry')}
          </Button>,
          <Button key="logout" onClick={() => logoutAndLeave()}>
            {t('layout.logout')}
          </Button>,
        ]}
      />
    </main>
  );
}
