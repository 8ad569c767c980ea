import { Spin } from 'antd';
import { t } from '@/locales/t';

/**
 * The large centred spinner shown while a page or the session loads; appears only after 200 ms. The region is a
 * status with a name (an aria-label on the spinner's plain div is not allowed, and axe says so).
 */
export default function PageLoading() {
  return (
    <div
      role="status"
      aria-label={t('shell.loading')}
      aria-busy
      style={{ minHeight: 360, display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%' }}
    >
      <Spin size="large" delay={200} data-testid="page-loading" />
    </div>
  );
}
