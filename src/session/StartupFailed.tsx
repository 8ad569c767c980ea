/**
 * What the console shows when startup could not load the session (initialState.failed): a message, Retry
 * (onRetry: the shell runs the startup sequence again) and Log Out. Rendered by the shell instead of the page.
 */
import { Button } from 'antd';
import StatusMessage from '@/components/StatusMessage';
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
    <StatusMessage
      tone="warning"
      title={t('request.startup.failed')}
      description={t('request.startup.failedHint')}
      actions={[
        <Button key="retry" type="primary" loading={retrying} onClick={retry}>
          {t('common.retry')}
        </Button>,
        <Button key="logout" onClick={() => logoutAndLeave()}>
          {t('layout.logout')}
        </Button>,
      ]}
    />
  );
}
