/**
 * Edits the signed-in user's nickname (the name rules) and contacts. A save updates the session's userInfo, so
 * the header shows the new nickname at once.
 */
import { ProForm, ProFormText } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Form, message } from 'antd';
import { nameRules } from '@/components/form/rules';
import { showServerFieldError } from '@/components/form/serverErrors';
import { useT } from '@/locales/t';
import { BizError } from '@/request/errors';
import { updateProfile } from '@/services/ropc/profile';
import { contactRules } from './contactRules';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';

interface Values {
  nickname: string;
  email?: string;
  phone?: string;
}

const CONTACT_MESSAGES = { email: 'profile.email.invalid', phone: 'profile.phone.invalid' } as const;

export default function ProfileForm() {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const { initialState, setInitialState } = useModel('@@initialState');
  const user = initialState?.userInfo;

  const save = async (values: Values) => {
    try {
      const answer = await updateProfile({
        nickname: values.nickname,
        email: values.email?.trim() || '',
        phone: values.phone?.trim() || '',
      });
      await setInitialState((state) =>
        state?.userInfo
          ? {
              ...state,
              userInfo: { ...state.userInfo, nickname: answer.nickname, email: answer.email, phone: answer.phone },
            }
          : state,
      );
      form.setFieldsValue({ nickname: answer.nickname, email: answer.email, phone: answer.phone });
      message.success(t('profile.saved'));
      return true;
    } catch (error) {
      // A contact refused by the platform: say so on the field; other rules through the shared helper.
      const { field, rule } = ((error instanceof BizError && error.code === '010007' && error.data) || {}) as {
        field?: string;
        rule?: string;
      };
      if ((field === 'email' || field === 'phone') && rule === 'contact')
        form.setFields([{ name: field, errors: [t(CONTACT_MESSAGES[field])] }]);
      else if (field === 'email' && rule === 'required')
        form.setFields([{ name: 'email', errors: [t('profile.contact.required')] }]);
      else showServerFieldError(form, error, { required: { nickname: 'validation.required.nickname' } });
      return false;
    }
  };

  return (
    <ProForm<Values>
      name="profile"
      form={form}
      layout="vertical"
      initialValues={{ nickname: user?.nickname, email: user?.email, phone: user?.phone }}
      onFinish={save}
      submitter={{ searchConfig: { submitText: t('common.save') }, render: (_props, dom) => dom[dom.length - 1] }}
    >
      <ProFormText
        name="nickname"
        label={t('profile.field.nickname')}
        rules={nameRules('validation.required.nickname')}
        fieldProps={{ ...NO_PLACEHOLDER, autoComplete: 'nickname', maxLength: 128 }}
      />
      <ProFormText
        name="email"
        label={t('profile.field.email')}
        dependencies={['phone']}
        rules={contactRules('email', form)}
        fieldProps={{ ...NO_PLACEHOLDER, type: 'email', autoComplete: 'email', inputMode: 'email' }}
      />
      <ProFormText
        name="phone"
        label={t('profile.field.phone')}
        dependencies={['email']}
        rules={contactRules('phone', form)}
        extra={t('profile.contact.extra')}
        fieldProps={{ ...NO_PLACEHOLDER, type: 'tel', autoComplete: 'tel', inputMode: 'tel' }}
      />
    </ProForm>
  );
}
