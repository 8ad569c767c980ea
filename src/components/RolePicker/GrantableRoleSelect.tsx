/**
 * The role picker of the people forms (add a user, change a role): every role of the organisation, those with a
 * permission the user does not hold shown disabled with the reason under its name, and named in the field's help
 * text, which the select announces on keyboard focus (a disabled option cannot take the keyboard's focus). Nobody
 * grants more than they hold (src/domain/grants.ts). No placeholder: the error says what to do.
 */
import { ProFormSelect } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Typography } from 'antd';
import { useRequest } from 'ahooks';
import { useId, useMemo } from 'react';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';
import { useT } from '@/locales/t';
import { listAllRoles } from '@/services/ropc/role';
import { useGrants } from './grants';
import { useRoleLabel } from '.';

interface Option {
  value: string;
  label: string;
  disabled: boolean;
}

/** Select options of every role (value: role id); `disabled` when it has a code the user does not hold. */
export function useGrantableRoleOptions(ready = true) {
  const label = useRoleLabel();
  const grants = useGrants();
  const { data, loading } = useRequest(listAllRoles, { ready });
  const options = useMemo<Option[]>(
    () =>
      (data || []).map((role) => ({
        value: role.id,
        label: label(role),
        disabled: !grants.mayGrant(role.permissions || []),
      })),
    [data, label, grants],
  );
  return { options, loading };
}

export default function GrantableRoleSelect({ open }: { open: boolean }) {
  const t = useT();
  const intl = useIntl();
  const roles = useGrantableRoleOptions(open);
  const unavailable = roles.options.filter((o) => o.disabled).map((o) => o.label);
  const reason = t('user.role.notHeld');
  const hintId = useId();
  const hint = unavailable.length
    ? t('user.field.role.unavailable', { roles: intl.formatList(unavailable) as string })
    : undefined;
  return (
    <ProFormSelect
      name="roleId"
      label={t('user.column.role')}
      options={roles.options}
      rules={[{ required: true, message: t('user.field.role.required') }]}
      extra={hint ? <span id={hintId}>{hint}</span> : undefined}
      fieldProps={{
        ...NO_PLACEHOLDER,
        loading: roles.loading,
        // ProForm's select does not pass on the describedby that Form.Item gives it: name the hint here.
        'aria-describedby': hint ? hintId : undefined,
        showSearch: true,
        optionFilterProp: 'label',
        optionRender: (option) =>
          option.data.disabled ? (
            <div title={reason}>
              {option.label}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, whiteSpace: 'normal' }}>
                {reason}
              </Typography.Text>
            </div>
          ) : (
            option.label
          ),
      }}
    />
  );
}
