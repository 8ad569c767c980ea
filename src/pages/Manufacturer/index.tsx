/**
 * Manufacturer management (/manufacturer): the current distributor's network and adding a subordinate.
 * The current distributor is the user's own in alternate mode, else the one serving the current organisation.
 */
import { useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Typography } from 'antd';
import PageFrame from '@/components/PageFrame';
import { useT } from '@/locales/t';
import { getCurrentDistributor } from '@/services/ropc/manufacturer';
import DistributorTable from './components/DistributorTable';
import { orgInEffect } from '@/session/currentOrg';

export default function ManufacturerPage() {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const orgKey = orgInEffect(initialState);
  const { data: current, loading, error, refresh } = useRequest(getCurrentDistributor, { refreshDeps: [orgKey] });

  const body = () => {
    if (error)
      return (
        <Alert
          type="warning"
          showIcon
          message={t('request.error.fallback')}
          action={<Button onClick={refresh}>{t('common.retry')}</Button>}
        />
      );
    if (loading) return null;
    if (!current)
      return (
        <Alert type="info" showIcon message={t('manufacturer.none')} description={t('manufacturer.none.purpose')} />
      );
    return <DistributorTable current={current} />;
  };

  return (
    <PageFrame
      loading={loading}
      content={
        current ? (
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            <Typography.Text strong>{t('manufacturer.current', { name: current.name })}</Typography.Text>{' '}
            <Typography.Text>{t('manufacturer.current.help')}</Typography.Text>
          </Typography.Paragraph>
        ) : null
      }
    >
      {body()}
    </PageFrame>
  );
}
