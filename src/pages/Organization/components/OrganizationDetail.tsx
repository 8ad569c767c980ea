/** One organisation: its base information, rename in place, and back to the list with its filters and page. */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ProCard, ProDescriptions } from '@ant-design/pro-components';
import { useAccess, useLocation } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Space, theme, Typography } from 'antd';
import DateTimeText from '@/components/DateTimeText';
import PageFrame from '@/components/PageFrame';
import { useT } from '@/locales/t';
import { getOrganization } from '@/services/ropc/organization';
import { operationModelKey } from '../operationModels';
import RenameInPlace from './RenameInPlace';

/** Two columns from medium screens up, one below. */
const COLUMNS = { xxl: 2, xl: 2, lg: 2, md: 2, sm: 1, xs: 1 };

interface Props {
  busId: string;
  onBack: () => void;
}

export default function OrganizationDetail({ busId, onBack }: Props) {
  const t = useT();
  const access = useAccess();
  const { token } = theme.useToken();
  const { data, loading, error, mutate } = useRequest(() => getOrganization(busId), { refreshDeps: [busId] });
  const location = useLocation();
  /** The list with its filters and page: this address without the organisation. */
  const list = new URLSearchParams(location.search);
  list.delete('org');
  const query = list.toString();
  const listHref = query ? `${location.pathname}?${query}` : location.pathname;

  const back = (
    <Button key="back" icon={<ArrowLeftOutlined />} onClick={onBack}>
      {t('organization.back')}
    </Button>
  );

  if (error) {
    return (
      <PageFrame>
        <Alert type="warning" showIcon message={t('organization.notFound')} action={back} />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={data?.name ?? ''} parentHref={listHref} extra={back} loading={loading && !data}>
      {data ? (
        <ProCard title={t('organization.detail.base')} headerBordered>
          <ProDescriptions<API.Organization>
            dataSource={data}
            column={COLUMNS}
            labelStyle={{ color: token.colorTextSecondary }}
          >
            <ProDescriptions.Item label={t('organization.field.name')} span={2}>
              <RenameInPlace
                busId={data.busId}
                name={data.name}
                canRename={access['organization:update']}
                onRenamed={(org) => mutate(org)}
              />
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('organization.field.code')}>{data.code || '-'}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('organization.field.operationModel')}>
              {t(operationModelKey(data.operationModel))}
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('organization.field.location')}>
              {data.regionNames.join(' / ')}
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('organization.field.address')}>{data.address}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('organization.field.admins')}>
              <Space direction="vertical" size={0}>
                {data.admins.map((admin) => (
                  <Typography.Text key={admin}>{admin}</Typography.Text>
                ))}
              </Space>
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('common.createdAt')}>
              <DateTimeText value={data.createdAt} />
            </ProDescriptions.Item>
          </ProDescriptions>
        </ProCard>
      ) : null}
    </PageFrame>
  );
}
