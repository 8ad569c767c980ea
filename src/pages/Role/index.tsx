import { PageContainer } from '@ant-design/pro-components';

export default function RolePage() {
  return <PageContainer />;
}
