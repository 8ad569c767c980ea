/**
 * Adds a video tutorial (tutorial:create): title with the name rules, optional description, language, video
 * URL (http(s), checked here and by the platform), optional duration. One request per submit, however often
 * the button is pressed; a refused add keeps the input and marks the field.
 */
import { ModalForm, ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { nameRules } from '@/components/form/rules';
import { useT } from '@/locales/t';
import { createTutorial } from '@/services/ropc/tutorial';
import { DESCRIPTION_MAX, parseDuration, type TutorialLanguage } from '@/domain/tutorialRules';
import { descriptionRules, durationRules, videoUrlRules } from './formRules';
import { showFieldError } from './serverErrors';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';
import { useEntityForm } from '@/components/form/useEntityForm';

export interface TutorialFormValues {
  title: string;
  description?: string;
  language: TutorialLanguage;
  videoUrl: string;
  duration?: string;
}

interface Props {
  open: boolean;
  languages: { value: TutorialLanguage; label: string }[];
  defaultLanguage: TutorialLanguage;
  onClose: () => void;
  onAdded: (tutorial: API.Tutorial) => void;
}

export function payloadOf(values: TutorialFormValues): API.TutorialPayload {
  const seconds = parseDuration(values.duration);
  return {
    title: values.title,
    description: values.description?.trim() ? values.description : undefined,
    language: values.language,
    videoUrl: values.videoUrl.trim(),
    durationSeconds: typeof seconds === 'number' ? seconds : undefined,
  };
}

export default function AddTutorialForm({ open, languages, defaultLanguage, onClose, onAdded }: Props) {
  const t = useT();
  const { formProps } = useEntityForm({
    open,
    onClose,
    create: createTutorial,
    toBody: payloadOf,
    onCreated: onAdded,
    onRefused: showFieldError,
    submitText: 'common.add',
  });

  return (
    <ModalForm<TutorialFormValues>
      name="tutorial"
      {...formProps}
      title={t('tutorial.form.title')}
      width={560}
      initialValues={{ language: defaultLanguage }}
    >
      <ProFormText
        name="title"
        label={t('tutorial.field.title')}
        rules={nameRules('validation.required.tutorialTitle')}
        fieldProps={{ ...NO_PLACEHOLDER, autoComplete: 'off' }}
      />
      <ProFormTextArea
        name="description"
        label={t('tutorial.field.description')}
        rules={descriptionRules()}
        fieldProps={{
          ...NO_PLACEHOLDER,
          showCount: true,
          maxLength: DESCRIPTION_MAX,
          autoSize: { minRows: 3, maxRows: 6 },
        }}
      />
      <ProFormRadio.Group
        name="language"
        label={t('tutorial.field.language')}
        radioType="button"
        options={languages}
        rules={[{ required: true, message: t('tutorial.field.language.invalid') }]}
      />
      <ProFormText
        name="videoUrl"
        label={t('tutorial.field.videoUrl')}
        rules={videoUrlRules()}
        extra={t('tutorial.field.videoUrl.extra')}
        fieldProps={{ autoComplete: 'off', inputMode: 'url', placeholder: 'https://' }}
      />
      <ProFormText
        name="duration"
        label={t('tutorial.field.duration')}
        rules={durationRules()}
        extra={t('tutorial.field.duration.extra')}
        fieldProps={{
          autoComplete: 'off',
          placeholder: t('tutorial.field.duration.placeholder'),
          style: { maxWidth: 160 },
        }}
      />
    </ModalForm>
  );
}
