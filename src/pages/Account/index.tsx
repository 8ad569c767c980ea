import { PageContainer } from '@ant-design/pro-components';

export default function AccountPage() {
  return <PageContainer />;
}
