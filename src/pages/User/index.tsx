import { PageContainer } from '@ant-design/pro-components';

export default function UserPage() {
  return <PageContainer />;
}
