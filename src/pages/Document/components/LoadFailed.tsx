import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useT } from '@/locales/t';

/** The documentation chunk did not load (offline, a redeploy): say so and offer to try again. */
export default function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="doc-load-failed">
      <Alert
        type="error"
        showIcon
        message={t('document.load.error')}
        description={t('document.load.hint')}
        action={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </div>
  );
}
