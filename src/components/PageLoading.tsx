import { Spin } from 'antd';

/** The large centred spinner shown while a page or the session loads; appears only after 200 ms. */
export default function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ minHeight: 360, display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%' }}>
      <Spin size="large" delay={200} />
    </div>
  );
}
