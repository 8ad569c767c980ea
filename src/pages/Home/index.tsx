import { PageContainer } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Typography } from 'antd';
import { useT } from '@/locales/t';

export default function HomePage() {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  return (
    <PageContainer>
      <Typography.Title level={3}>{t('layout.welcome', { name: initialState?.userInfo?.nickname || '' })}</Typography.Title>
    </PageContainer>
  );
}
