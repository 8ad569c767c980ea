/** A part of the dashboard that could not load (the request layer has already said why), with a retry. */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useT } from '@/locales/t';
import type { MessageKey } from '@/locales/types';

export default function LoadError({ title, onRetry }: { title: MessageKey; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 16, alignItems: 'center' }}
      message={t(title)}
      action={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
