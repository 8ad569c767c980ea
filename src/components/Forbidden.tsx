import { Button, Result } from 'antd';
import { history } from '@umijs/max';
import { useT } from '@/locales/t';

/** The 403 page for a guarded URL typed by hand. */
export default function Forbidden() {
  const t = useT();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('layout.forbidden')}
      extra={<Button type="primary" onClick={() => history.push('/home')}>{t('common.backHome')}</Button>}
    />
  );
}
