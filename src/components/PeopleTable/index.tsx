/**
 * The people list shared by /user (members) and /account (their accounts): account, nickname, role, creation
 * time, remark; search by account and nickname, filter by role; page and filters in the URL.
 */
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Space, Tag } from 'antd';
import type { MutableRefObject, ReactNode } from 'react';
import { createdAtColumn } from '@/components/DateTimeText/createdAtColumn';
import { useRoleLabel, useRoleOptions } from '@/components/RolePicker';
import { useSessionRefresh } from '@/components/SessionRefresh';
import { useUrlTable } from '@/hooks/useUrlTable';
import { useT } from '@/locales/t';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';
import { useReloadOnUncertainWrite } from '@/request/uncertainWrite';

const FILTERS = ['account', 'nickname', 'roleId'] as const;

interface Props {
  headerTitle: ReactNode;
  actionRef: MutableRefObject<ActionType | undefined>;
  service: (query: API.PeopleQuery) => Promise<API.Page<API.Member>>;
  /** The action buttons of a row (already filtered by permission). */
  rowActions: (row: API.Member) => ReactNode[];
  toolBar?: ReactNode[];
}

const clean = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export default function PeopleTable({ headerTitle, actionRef, service, rowActions, toolBar }: Props) {
  useReloadOnUncertainWrite(() => actionRef.current?.reload());
  const t = useT();
  const roleLabel = useRoleLabel();
  const roles = useRoleOptions();
  const { userId } = useSessionRefresh();
  const table = useUrlTable(FILTERS);

  const columns: ProColumns<API.Member>[] = [
    {
      title: t('user.column.account'),
      dataIndex: 'account',
      fieldProps: NO_PLACEHOLDER,
      render: (_, row) => (
        <Space size={4}>
          <span>{row.account}</span>
          {row.userId === userId ? <Tag color="blue">{t('user.self')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('user.column.nickname'), dataIndex: 'nickname', fieldProps: NO_PLACEHOLDER },
    {
      title: t('user.column.role'),
      dataIndex: 'roleId',
      valueType: 'select',
      fieldProps: { ...NO_PLACEHOLDER, options: roles.options, loading: roles.loading, showSearch: true, optionFilterProp: 'label' },
      render: (_, row) => roleLabel({ roleName: row.roleName, builtIn: row.builtIn }),
    },
    createdAtColumn(t('common.createdAt')),
    { title: t('common.remark'), dataIndex: 'remark', search: false },
    { title: t('common.actions'), valueType: 'option', key: 'actions', render: (_, row) => rowActions(row) },
  ];

  return (
    <ProTable<API.Member, API.PeopleQuery>
      rowKey="userId"
      headerTitle={headerTitle}
      actionRef={actionRef}
      columns={columns}
      {...table}
      search={{ labelWidth: 'auto', defaultCollapsed: false }}
      options={{ density: false, setting: false, reload: true }}
      toolBarRender={() => toolBar || []}
      // the request layer already told the user; the table just stays as it was
      onRequestError={() => undefined}
      request={async (params) => {
        const page = await service({
          current: params.current,
          pageSize: params.pageSize,
          account: clean(params.account),
          nickname: clean(params.nickname),
          roleId: clean(params.roleId),
        });
        return { data: page.list, total: page.total, success: true };
      }}
    />
  );
}
