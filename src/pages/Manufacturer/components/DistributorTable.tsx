/** The current distributor and the distributors below it: searchable, paged, with "Add subordinate distributor". */
// The build swaps parts of ProTable (rules lazy-column-setting, pro-error-boundary, pro-field-value-types,
// table-filter-tree): docs/architecture.md, "Library modules replaced in production".
import { type ActionType, ProTable, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Space, Tag } from 'antd';
import { useRef } from 'react';
import { pageRequest, useUrlTable } from '@/hooks/useUrlTable';
import { createdAtColumn } from '@/components/DateTimeText/createdAtColumn';
import { usePhoneTable } from '@/components/ResponsiveTable';
import Truncated from '@/components/ResponsiveTable/Truncated';
import { lazyDialog } from '@/components/LazyDialog';
import AddDialog from '@/components/LazyDialog/AddDialog';
import { useSearchForm } from '@/components/ResponsiveTable/useSearchForm';
import { useT } from '@/locales/t';
import { listDistributors } from '@/services/ropc/manufacturer';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';
import { useReloadOnUncertainWrite } from '@/request/uncertainWrite';

const CreateDistributorForm = lazyDialog(() => import('./CreateDistributorForm'));

const FILTERS = ['name', 'code'] as const;
const PHONE_COLUMNS = ['name'];
const request = pageRequest<API.DistributorQuery, API.Distributor>(listDistributors);

export default function DistributorTable({ current }: { current: API.Distributor }) {
  const t = useT();
  const search = useSearchForm();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  useReloadOnUncertainWrite(() => actionRef.current?.reload());
  const tableProps = useUrlTable(FILTERS, 'manufacturer');

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
  const phone = usePhoneTable(columns, PHONE_COLUMNS);

  return (
    <ProTable<API.Distributor>
      {...tableProps}
      rowKey="id"
      headerTitle={t('manufacturer.title')}
      actionRef={actionRef}
      {...phone}
      request={request}
      search={search}
      scroll={{ x: 'max-content' }}
      toolBarRender={() =>
        access['manufacturer:create']
          ? [
              <AddDialog
                key="create"
                dialog={CreateDistributorForm}
                parent={current}
                onCreated={() => actionRef.current?.reloadAndRest?.()}
              >
                {t('manufacturer.create')}
              </AddDialog>,
            ]
          : []
      }
    />
  );
}
