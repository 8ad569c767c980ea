/** A part of the dashboard that could not load (the request layer has already said why), with a retry. */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useT } from '@/locales/t';
import type { MessageKey } from '@/locales/types';

export default function LoadError({ title, onRetry }: { title: MessageKey; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert">
      <Result
        status="warning"
        title={t(title)}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </div>
  );
}
