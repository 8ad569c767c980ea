/** The current distributor and the distributors below it: searchable, paged, with "Add subordinate distributor". */
import type { ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Space, Tag } from 'antd';
import { pageRequest } from '@/hooks/useUrlTable';
import { createdAtColumn } from '@/components/DateTimeText/createdAtColumn';
import EntityTable from '@/components/EntityTable';
import Truncated from '@/components/ResponsiveTable/Truncated';
import { lazyDialog } from '@/components/LazyDialog';
import AddDialog from '@/components/LazyDialog/AddDialog';
import { useT } from '@/locales/t';
import { listDistributors } from '@/services/ropc/manufacturer';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';

const CreateDistributorForm = lazyDialog(() => import('./CreateDistributorForm'));

const FILTERS = ['name', 'code'] as const;
const PHONE_COLUMNS = ['name'];
const request = pageRequest<API.DistributorQuery, API.Distributor>(listDistributors);

export default function DistributorTable({ current }: { current: API.Distributor }) {
  const t = useT();
  const access = useAccess();

  const columns: ProColumns<API.Distributor>[] = [
    {
      title: t('manufacturer.field.name'),
      dataIndex: 'name',
      fieldProps: NO_PLACEHOLDER,
      render: (_, row) => (
        <Space size={4}>
          <Truncated max="min(20em, 50vw)">{row.name}</Truncated>
          {row.id === current.id ? <Tag color="blue">{t('manufacturer.current.tag')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('manufacturer.field.code'),
      dataIndex: 'code',
      fieldProps: NO_PLACEHOLDER,
      render: (_, row) => <Truncated max="12em">{row.code}</Truncated>,
    },
    {
      title: t('manufacturer.field.level'),
      dataIndex: 'level',
      hideInSearch: true,
      render: (_, row) => t('manufacturer.level', { level: row.level }),
    },
    {
      title: t('manufacturer.field.parent'),
      dataIndex: 'parentName',
      hideInSearch: true,
      render: (_, row) => <Truncated>{row.parentName}</Truncated>,
    },
    createdAtColumn(t('common.createdAt')),
  ];
  return (
    <EntityTable<API.Distributor, (typeof FILTERS)[number]>
      table="manufacturer"
      filters={FILTERS}
      request={request}
      rowKey="id"
      headerTitle={t('manufacturer.title')}
      columns={columns}
      phoneColumns={PHONE_COLUMNS}
      create={
        access['manufacturer:create']
          ? (onCreated) => (
              <AddDialog key="create" dialog={CreateDistributorForm} parent={current} onCreated={onCreated}>
                {t('manufacturer.create')}
              </AddDialog>
            )
          : undefined
      }
    />
  );
}
