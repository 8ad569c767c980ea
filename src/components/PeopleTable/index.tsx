/**
 * The people list shared by /user (members) and /account (their accounts): account, nickname, role, creation
 * time, remark; search by account and nickname, filter by role; page and filters in the URL.
 */
// The build swaps parts of ProTable (rules lazy-column-setting, pro-error-boundary, pro-field-value-types,
// table-filter-tree): docs/architecture.md, "Library modules replaced in production".
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Space, Tag } from 'antd';
import type { MutableRefObject, ReactNode } from 'react';
import { createdAtColumn } from '@/components/DateTimeText/createdAtColumn';
import { useRoleLabel, useRoleOptions } from '@/components/RolePicker';
import { useSessionRefresh } from '@/components/SessionRefresh';
import { usePhoneTable } from '@/components/ResponsiveTable';
import Truncated from '@/components/ResponsiveTable/Truncated';
import { useUrlTable } from '@/hooks/useUrlTable';
import { useSearchForm } from '@/components/ResponsiveTable/useSearchForm';
import { useT } from '@/locales/t';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';
import { useReloadOnUncertainWrite } from '@/request/uncertainWrite';

const FILTERS = ['account', 'nickname', 'roleId'] as const;
const PHONE_COLUMNS = ['account', 'roleId'];

interface Props {
  headerTitle: ReactNode;
  /** What the time column means on this page (joined the organisation, account created). */
  createdAtTitle: string;
  actionRef: MutableRefObject<ActionType | undefined>;
  service: (query: API.PeopleQuery) => Promise<API.Page<API.Member>>;
  /** The action buttons of a row (already filtered by permission). */
  rowActions: (row: API.Member) => ReactNode[];
  toolBar?: ReactNode[];
}

const clean = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export default function PeopleTable({ headerTitle, createdAtTitle, actionRef, service, rowActions, toolBar }: Props) {
  useReloadOnUncertainWrite(() => actionRef.current?.reload());
  const t = useT();
  const search = useSearchForm({ defaultCollapsed: false });
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
          <Truncated max="min(20em, 45vw)">{row.account}</Truncated>
          {row.userId === userId ? <Tag color="blue">{t('user.self')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('user.column.nickname'),
      dataIndex: 'nickname',
      fieldProps: NO_PLACEHOLDER,
      render: (_, row) => <Truncated>{row.nickname}</Truncated>,
    },
    {
      title: t('user.column.role'),
      dataIndex: 'roleId',
      valueType: 'select',
      fieldProps: {
        ...NO_PLACEHOLDER,
        options: roles.options,
        loading: roles.loading,
        showSearch: true,
        optionFilterProp: 'label',
      },
      render: (_, row) => (
        <Truncated max="min(14em, 30vw)">{roleLabel({ roleName: row.roleName, builtIn: row.builtIn })}</Truncated>
      ),
    },
    createdAtColumn(createdAtTitle),
    {
      title: t('common.remark'),
      dataIndex: 'remark',
      search: false,
      render: (_, row) => <Truncated>{row.remark}</Truncated>,
    },
    { title: t('common.actions'), valueType: 'option', key: 'actions', render: (_, row) => rowActions(row) },
  ];
  const phone = usePhoneTable(columns, PHONE_COLUMNS);

  return (
    <ProTable<API.Member, API.PeopleQuery>
      rowKey="userId"
      headerTitle={headerTitle}
      actionRef={actionRef}
      {...table}
      {...phone}
      search={search}
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
