/** The current organisation's child organisations: searchable by name and code, paged, with "Add organization". */
// The build swaps parts of ProTable (rules lazy-column-setting, pro-error-boundary, pro-field-value-types,
// table-filter-tree): docs/architecture.md, "Library modules replaced in production".
import { type ActionType, ProTable, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useLocation } from '@umijs/max';
import { Space } from 'antd';
import { useRef } from 'react';
import { pageRequest, useUrlTable } from '@/hooks/useUrlTable';
import { createdAtColumn } from '@/components/DateTimeText/createdAtColumn';
import { usePhoneTable } from '@/components/ResponsiveTable';
import Truncated from '@/components/ResponsiveTable/Truncated';
import { lazyDialog } from '@/components/LazyDialog';
import AddDialog from '@/components/LazyDialog/AddDialog';
import { useSearchForm } from '@/components/ResponsiveTable/useSearchForm';
import { useT } from '@/locales/t';
import { listChildOrganizations } from '@/services/ropc/organization';
import { operationModelKey } from '../operationModels';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';
import { useReloadOnUncertainWrite } from '@/request/uncertainWrite';

const CreateOrganizationForm = lazyDialog(() => import('./CreateOrganizationForm'));

const FILTERS = ['name', 'code'] as const;
const PHONE_COLUMNS = ['name'];
const request = pageRequest<API.OrganizationQuery, API.Organization>(listChildOrganizations);

export default function OrganizationTable() {
  const t = useT();
  const search = useSearchForm();
  const access = useAccess();
  const location = useLocation();
  const actionRef = useRef<ActionType>();
  useReloadOnUncertainWrite(() => actionRef.current?.reload());
  const tableProps = useUrlTable(FILTERS, 'organization');

  /** The detail keeps the list's query, so "Back to list" finds its filters and page again. */
  const detailHref = (busId: string) => {
    const params = new URLSearchParams(location.search);
    params.set('org', busId);
    return `${location.pathname}?${params.toString()}`;
  };

  const columns: ProColumns<API.Organization>[] = [
    {
      title: t('organization.field.name'),
      dataIndex: 'name',
      fieldProps: NO_PLACEHOLDER,
      render: (_, row) => (
        <Truncated
          href={detailHref(row.busId)}
          label={t('organization.open.label', { name: row.name })}
          max="min(20em, 60vw)"
        >
          {row.name}
        </Truncated>
      ),
    },
    { title: t('organization.field.code'), dataIndex: 'code', fieldProps: NO_PLACEHOLDER },
    {
      title: t('organization.field.location'),
      dataIndex: 'regionNames',
      hideInSearch: true,
      render: (_, row) => <Truncated>{row.regionNames.join(' / ')}</Truncated>,
    },
    {
      title: t('organization.field.address'),
      dataIndex: 'address',
      hideInSearch: true,
      render: (_, row) => <Truncated>{row.address}</Truncated>,
    },
    {
      title: t('organization.field.admins'),
      dataIndex: 'admins',
      hideInSearch: true,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.admins.map((admin) => (
            <Truncated key={admin}>{admin}</Truncated>
          ))}
        </Space>
      ),
    },
    {
      title: t('organization.field.operationModel'),
      dataIndex: 'operationModel',
      hideInSearch: true,
      render: (_, row) => t(operationModelKey(row.operationModel)),
    },
    createdAtColumn(t('common.createdAt')),
  ];
  const phone = usePhoneTable(columns, PHONE_COLUMNS);

  return (
    <ProTable<API.Organization>
      {...tableProps}
      rowKey="busId"
      headerTitle={t('organization.title')}
      actionRef={actionRef}
      {...phone}
      request={request}
      search={search}
      scroll={{ x: 'max-content' }}
      toolBarRender={() =>
        access['organization:create']
          ? [
              <AddDialog
                key="create"
                dialog={CreateOrganizationForm}
                onCreated={() => actionRef.current?.reloadAndRest?.()}
              >
                {t('organization.create')}
              </AddDialog>,
            ]
          : []
      }
    />
  );
}
