/** The form fields a person has in both the add-user and the edit-account forms, and their server errors. */
import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { FormInstance } from 'antd';
import { accountRules, optionalNameRules } from '@/components/form/rules';
import { useT } from '@/locales/t';
import type { MessageKey } from '@/locales/types';
import { BizError } from '@/request/errors';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';

export function AccountField({ extra }: { extra?: string }) {
  const t = useT();
  return (
    <ProFormText
      name="account"
      label={t('user.column.account')}
      rules={accountRules()}
      placeholder={t('user.field.account.placeholder')}
      extra={extra}
      fieldProps={{ autoComplete: 'off' }}
    />
  );
}

/** The nickname is optional; when given it follows the name rules. */
export function NicknameField() {
  const t = useT();
  return (
    <ProFormText
      name="nickname"
      label={t('user.column.nickname')}
      rules={optionalNameRules()}
      fieldProps={{ ...NO_PLACEHOLDER, autoComplete: 'off' }}
    />
  );
}

export function RemarkField() {
  const t = useT();
  return (
    <ProFormTextArea
      name="remark"
      label={t('common.remark')}
      fieldProps={{ ...NO_PLACEHOLDER, maxLength: 255, showCount: true, rows: 3 }}
    />
  );
}

/** Codes that are about the account name: shown on the account field as well as in the toast. */
const ACCOUNT_CODES: Record<string, MessageKey> = {
  '010001': 'request.code.010001',
  '010005': 'request.code.010005',
  '010006': 'request.code.010006',
};

export function useAccountFieldError() {
  const t = useT();
  return (form: FormInstance, error: unknown) => {
    const key = error instanceof BizError ? ACCOUNT_CODES[error.code] : undefined;
    if (key) form.setFields([{ name: 'account', errors: [t(key)] }]);
  };
}
