import { Spin } from 'antd';
import { t } from '@/locales/t';

/** The large centred spinner shown while a page or the session loads; appears only after 200 ms. */
export default function PageLoading() {
  return (
    <div style={{ minHeight: 360, display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%' }}>
      <Spin size="large" delay={200} aria-label={t('shell.loading')} data-testid="page-loading" />
    </div>
  );
}
