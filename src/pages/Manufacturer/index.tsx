import { PageContainer } from '@ant-design/pro-components';

export default function ManufacturerPage() {
  return <PageContainer />;
}
