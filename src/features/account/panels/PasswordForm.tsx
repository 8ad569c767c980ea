/**
 * Changes the signed-in user's password: the current one, a new one that meets the rule (checked here and by the
 * platform) and differs from the current one, and its confirmation. Also the first-sign-in step, where the
 * current password is the one-time password. After too many wrong current passwords it says when to retry.
 */
import { ProForm, ProFormText } from '@ant-design/pro-components';
import { useIntl, useModel } from '@umijs/max';
import { Form, message } from 'antd';
import type { Rule } from 'antd/es/form';
import { useT } from '@/locales/t';
import type { MessageKey } from '@/locales/types';
import { BizError } from '@/request/errors';
import { changePassword } from '@/services/ropc/profile';
import { firstFailedCheck } from '@/domain/passwordRules';
import PasswordChecklist from './PasswordChecklist';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';
import { dateTimeFormat } from '@/domain/intlCache';
import { useTimeZone } from '@/session/orgSettings';
import { requiredRule, type RequiredKey } from '@/components/form/rules';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The platform's 010007 rules on newPassword, as the form says them. */
const SERVER_RULES: Record<string, MessageKey> = {
  length: 'profile.password.weak',
  weak: 'profile.password.weak',
  space: 'profile.password.weak',
  same: 'profile.password.same',
};

const REQUIRED: Record<'currentPassword' | 'newPassword', RequiredKey> = {
  currentPassword: 'validation.required.currentPassword',
  newPassword: 'validation.required.newPassword',
};

interface Props {
  /** The first-sign-in step: the current password is the one-time password. */
  firstPassword?: boolean;
  /** After the platform accepted the change. */
  onChanged?: () => void;
}

/** When the platform accepts password changes again (010021's data.retryAt), in the UI language and time zone. */
function useRetryTime() {
  const { locale } = useIntl();
  const timeZone = useTimeZone();
  return (data: unknown) => {
    const at = new Date(String((data as { retryAt?: unknown } | undefined)?.retryAt ?? ''));
    if (Number.isNaN(at.getTime())) return '';
    return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
  };
}

export default function PasswordForm({ firstPassword, onChanged }: Props) {
  const t = useT();
  const retryTime = useRetryTime();
  const [form] = Form.useForm<Values>();
  const { initialState } = useModel('@@initialState');
  const newPassword = Form.useWatch('newPassword', form);

  const newRules: Rule[] = [
    requiredRule('validation.required.newPassword'),
    {
      validator: async (_rule, value) => {
        if (value && firstFailedCheck(value)) throw new Error(t('profile.password.weak'));
        if (value && value === form.getFieldValue('currentPassword')) throw new Error(t('profile.password.same'));
      },
    },
  ];
  const confirmRules: Rule[] = [
    requiredRule('validation.required.confirmPassword'),
    {
      validator: async (_rule, value) => {
        if (value && value !== form.getFieldValue('newPassword')) throw new Error(t('profile.password.mismatch'));
      },
    },
  ];

  const save = async ({ currentPassword, newPassword: next }: Values) => {
    try {
      await changePassword({ currentPassword, newPassword: next });
      message.success(t('profile.password.changed'));
      form.resetFields();
      onChanged?.();
      return true;
    } catch (error) {
      if (error instanceof BizError && error.code === '010021') {
        const time = retryTime(error.data);
        const text = time ? t('profile.password.throttled', { time }) : t('request.code.010021');
        form.setFields([{ name: 'currentPassword', errors: [text] }]);
      } else if (error instanceof BizError && error.code === '010013') {
        form.setFields([{ name: 'currentPassword', errors: [t('request.code.010013')] }]);
      } else if (error instanceof BizError && error.code === '010007') {
        const { field, rule } = (error.data || {}) as { field?: string; rule?: string };
        if (field === 'newPassword' || field === 'currentPassword') {
          const key = rule === 'required' ? REQUIRED[field] : SERVER_RULES[rule || ''];
          form.setFields([{ name: field, errors: [t(key || 'request.code.010007')] }]);
        }
      }
      return false;
    }
  };

  return (
    <ProForm<Values>
      name="password"
      form={form}
      layout="vertical"
      onFinish={save}
      submitter={{
        searchConfig: { submitText: t('profile.password.submit') },
        render: (_props, dom) => dom[dom.length - 1],
      }}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={initialState?.userInfo?.account || ''}
        readOnly
        hidden
      />
      <ProFormText.Password
        name="currentPassword"
        label={t(firstPassword ? 'profile.firstPassword.current' : 'profile.password.current')}
        rules={[requiredRule('validation.required.currentPassword')]}
        fieldProps={{ ...NO_PLACEHOLDER, autoComplete: 'current-password' }}
      />
      <ProFormText.Password
        name="newPassword"
        label={t('profile.password.new')}
        dependencies={['currentPassword']}
        rules={newRules}
        fieldProps={{ ...NO_PLACEHOLDER, autoComplete: 'new-password' }}
        // antd points the field's aria-describedby at its extra: the rule is read with the field.
        extra={<PasswordChecklist value={newPassword} />}
      />
      <ProFormText.Password
        name="confirmPassword"
        label={t('profile.password.confirm')}
        dependencies={['newPassword']}
        rules={confirmRules}
        fieldProps={{ ...NO_PLACEHOLDER, autoComplete: 'new-password' }}
      />
    </ProForm>
  );
}
