import { PageContainer } from '@ant-design/pro-components';

export default function OrganizationPage() {
  return <PageContainer />;
}
