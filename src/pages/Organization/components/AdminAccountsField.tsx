/** One or more administrator accounts (e-mail or phone), with add and remove; the last row cannot be removed. */
import { DeleteOutlined } from '@ant-design/icons';
import { ProFormList, ProFormText } from '@ant-design/pro-components';
import { Button } from 'antd';
import type { Rule } from 'antd/es/form';
import { useT } from '@/locales/t';
import { isEmailOrPhone } from '@/domain/nameRules';

export interface AdminRow {
  account: string;
}

export default function AdminAccountsField() {
  const t = useT();
  const accountRules: Rule[] = [
    {
      required: true,
      validator: async (_rule, value) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (!text) throw new Error(t('organization.admins.required'));
        if (!isEmailOrPhone(text)) throw new Error(t('organization.admins.invalid'));
      },
    },
  ];

  return (
    <ProFormList<AdminRow>
      name="admins"
      label={t('organization.field.admins')}
      tooltip={t('organization.admins.hint')}
      required
      min={1}
      // The field gives way to its remove button in a narrow dialog (a phone) instead of pushing it out.
      containerStyle={{ minWidth: 0 }}
      creatorRecord={{ account: '' }}
      creatorButtonProps={{ creatorButtonText: t('organization.admins.add'), position: 'bottom' }}
      copyIconProps={false}
      deleteIconProps={false}
      actionRender={(field, action, _defaults, count) => [
        <Button
          key="remove"
          type="text"
          icon={<DeleteOutlined />}
          aria-label={t('organization.admins.remove', { index: Number(field.name) + 1 })}
          disabled={count <= 1}
          onClick={() => action.remove(field.name)}
        />,
      ]}
    >
      {(field) => (
        <ProFormText
          name="account"
          width="lg"
          rules={accountRules}
          placeholder={t('organization.placeholder.admin')}
          fieldProps={{ 'aria-label': t('organization.admins.account', { index: Number(field.name) + 1 }) }}
        />
      )}
    </ProFormList>
  );
}
