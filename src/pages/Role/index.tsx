/**
 * /role: the roles of the organisation; add, edit and delete, the default roles like any. The organisation's last
 * role holding every code stays (docs/product-decisions.md, "Default roles"): its Delete says why it is not offered.
 */
// The build swaps parts of ProTable (rules lazy-column-setting, pro-error-boundary, pro-field-value-types,
// table-filter-tree): docs/architecture.md, "Library modules replaced in production".
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, message, Space, Tag } from 'antd';
import { useRef } from 'react';
import { useDialog } from '@/components/DialogState';
import ConfirmAction from '@/components/ConfirmAction';
import { createdAtColumn } from '@/components/DateTimeText/createdAtColumn';
import { lazyDialog } from '@/components/LazyDialog';
import AddButton from '@/components/LazyDialog/AddButton';
import PageFrame from '@/components/PageFrame';
import { usePhoneTable } from '@/components/ResponsiveTable';
import Truncated from '@/components/ResponsiveTable/Truncated';
import DeniedAction from '@/components/DeniedAction';
import { defaultRoleOf, useRoleLabel } from '@/components/RolePicker';
import { useGrants } from '@/components/RolePicker/grants';
import { useSessionRefresh } from '@/components/SessionRefresh';
import { useUrlTable } from '@/hooks/useUrlTable';
import { useT } from '@/locales/t';
import { deleteRole, listRoles } from '@/services/ropc/role';
import PermissionSummary from './components/PermissionSummary';
import { useReloadOnUncertainWrite } from '@/request/uncertainWrite';

const RoleForm = lazyDialog(() => import('./components/RoleForm'));

const NO_FILTERS = [] as const;
const PHONE_COLUMNS = ['name'];

export default function RolePage() {
  const t = useT();
  const access = useAccess();
  const roleLabel = useRoleLabel();
  const session = useSessionRefresh();
  const grants = useGrants();
  const table = useUrlTable(NO_FILTERS);
  const actionRef = useRef<ActionType>();
  const form = useDialog<string>();
  const reload = () => actionRef.current?.reload();
  useReloadOnUncertainWrite(reload);

  // Refused too, the list reloads: a row the platform now refuses shows why (a race with another change).
  const remove = async (role: API.Role) => {
    try {
      await deleteRole(role.id);
      message.success(t('success.delete'));
    } finally {
      reload();
    }
  };

  // A role with a code the user does not hold is not theirs to change or delete (nobody acts on more than they
  // hold; the platform answers 010018).
  const holdsAll = (role: API.Role) => role.id === grants.ownRoleId || grants.mayGrant(role.permissions || []);

  const editAction = (role: API.Role) =>
    holdsAll(role) ? (
      <Button key="edit" type="link" size="small" onClick={() => form.show(role.id)}>
        {t('common.edit')}
      </Button>
    ) : (
      <DeniedAction key="edit" reason={t('role.denied.notHeld')}>
        {t('common.edit')}
      </DeniedAction>
    );

  // The platform's order: the codes the user lacks, then the organisation's last role holding every code.
  const deleteDenied = (role: API.Role) =>
    !holdsAll(role) ? t('role.denied.notHeld.delete') : role.lastFullRole ? t('role.denied.lastFullRole') : undefined;

  const deleteAction = (role: API.Role, denied = deleteDenied(role)) =>
    denied ? (
      <DeniedAction key="delete" reason={denied}>
        {t('common.delete')}
      </DeniedAction>
    ) : (
      <ConfirmAction
        key="delete"
        title={t('role.delete.confirm')}
        description={
          role.userCount
            ? t('role.delete.detail.members', { name: roleLabel(role), count: role.userCount })
            : t('role.delete.detail.none', { name: roleLabel(role) })
        }
        onConfirm={() => remove(role)}
      >
        {t('common.delete')}
      </ConfirmAction>
    );

  const columns: ProColumns<API.Role>[] = [
    {
      title: t('role.column.name'),
      dataIndex: 'name',
      render: (_, role) => (
        <Space size={4}>
          <Truncated max="min(20em, 55vw)">{roleLabel(role)}</Truncated>
          {defaultRoleOf(role) ? <Tag color="blue">{t('role.default.tag')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('role.column.permissions'),
      dataIndex: 'permissions',
      render: (_, role) => <PermissionSummary permissions={role.permissions} />,
    },
    createdAtColumn(t('common.createdAt'), { width: 200 }),
    {
      title: t('common.actions'),
      valueType: 'option',
      key: 'actions',
      width: 160,
      render: (_, role) => [
        access['role:update'] ? editAction(role) : null,
        access['role:delete'] ? deleteAction(role) : null,
      ],
    },
  ];
  const phone = usePhoneTable(columns, PHONE_COLUMNS);

  return (
    <PageFrame>
      <ProTable<API.Role, API.RoleQuery>
        rowKey="id"
        headerTitle={t('role.title')}
        actionRef={actionRef}
        {...table}
        {...phone}
        search={false}
        options={{ density: false, setting: false, reload: true }}
        toolBarRender={() =>
          access['role:create']
            ? [
                <AddButton key="add" preload={RoleForm.preload} onClick={() => form.show()}>
                  {t('role.add')}
                </AddButton>,
              ]
            : []
        }
        onRequestError={() => undefined}
        request={async (params) => {
          const page = await listRoles({ current: params.current, pageSize: params.pageSize });
          return { data: page.list, total: page.total, success: true };
        }}
      />
      <RoleForm
        key={form.key}
        open={form.open}
        roleId={form.target}
        onClose={form.hide}
        onSaved={async (id) => {
          reload();
          await session.ifOwnRole(id);
        }}
      />
    </PageFrame>
  );
}
