/**
 * The settings of the current organisation: default language, time zone and alarm notifications. Read-only
 * without the settings:update code (the platform refuses the save with 010012 anyway).
 */
import { ProForm, ProFormSelect } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Form, message } from 'antd';
import { notifyAlarmsChanged } from '@/features/alarms';
import { storeOrgSettings } from '../settings/load';
import { useT } from '@/locales/t';
import { dateTimeFormat } from '@/domain/intlCache';
import { BizError } from '@/request/errors';
import { updateOrgSettings } from '@/services/ropc/settings';
import { LANGUAGE_NAMES, LOCALES } from '@/session/locale';
import AlarmNotificationsField from './AlarmNotificationsField';
import TimeZoneSelect from './TimeZoneSelect';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';

type Values = Pick<API.OrgSettings, 'language' | 'timeZone' | 'alarmNotifications'>;

function TimeThereNow({ timeZone }: { timeZone?: string }) {
  const t = useT();
  const { locale } = useIntl();
  if (!timeZone) return null;
  const time = dateTimeFormat(locale, {
    weekday: 'short',
    // "Tue 3:50 PM", not "Tue 03:50 PM": the hour as the language writes it.
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date());
  return <>{t('settings.timeZone.now', { time })}</>;
}

export default function SettingsForm({ settings, readOnly }: { settings: API.OrgSettings; readOnly: boolean }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const timeZone = Form.useWatch('timeZone', form);

  const save = async (values: Values) => {
    try {
      const answer = await updateOrgSettings({
        language: values.language,
        timeZone: values.timeZone,
        alarmNotifications: values.alarmNotifications,
      });
      storeOrgSettings(answer);
      message.success(t('settings.saved'));
      notifyAlarmsChanged(); // the bell counts only the notified types
      return true;
    } catch (error) {
      const field =
        error instanceof BizError && error.code === '010007'
          ? (error.data as { field?: string } | undefined)?.field
          : undefined;
      if (field === 'timeZone') form.setFields([{ name: 'timeZone', errors: [t('settings.timeZone.invalid')] }]);
      return false;
    }
  };

  return (
    <ProForm<Values>
      name="org-settings"
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={{
        language: settings.language,
        timeZone: settings.timeZone,
        alarmNotifications: settings.alarmNotifications,
      }}
      onFinish={save}
      submitter={
        readOnly
          ? false
          : { searchConfig: { submitText: t('common.save') }, render: (_props, dom) => dom[dom.length - 1] }
      }
    >
      <ProFormSelect
        name="language"
        label={t('settings.language')}
        extra={t('settings.language.extra')}
        rules={[{ required: true, message: t('settings.language.required') }]}
        options={LOCALES.map((code) => ({ value: code, label: <span lang={code}>{LANGUAGE_NAMES[code]}</span> }))}
        fieldProps={{ ...NO_PLACEHOLDER, allowClear: false }}
      />
      <ProForm.Item
        name="timeZone"
        label={t('settings.timeZone')}
        rules={[{ required: true, message: t('settings.timeZone.invalid') }]}
        extra={
          <>
            {t('settings.timeZone.extra')} <TimeThereNow timeZone={timeZone} />
          </>
        }
      >
        <TimeZoneSelect />
      </ProForm.Item>
      <ProForm.Item name="alarmNotifications" label={t('settings.alarms')} extra={t('settings.alarms.extra')}>
        <AlarmNotificationsField />
      </ProForm.Item>
    </ProForm>
  );
}
