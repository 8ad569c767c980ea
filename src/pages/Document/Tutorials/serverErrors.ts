/**
 * Puts a refused add on the field it concerns (010007 with data.field and data.rule): the request layer has
 * already shown the toast; this says on the field what to change. Answers whether it did.
 */
import type { FormInstance } from 'antd';
import { nameMessage } from '@/components/form/rules';
import { t } from '@/locales/t';
import { BizError } from '@/request/errors';
import type { NameProblem } from '@/domain/nameRules';
import { DESCRIPTION_MAX } from '@/domain/tutorialRules';
import { videoUrlMessage } from './formRules';

const NAME_PROBLEMS = new Set(['required', 'invisible', 'special', 'space', 'tooShort', 'tooLong']);

/** The form field and message for a server field error, or undefined when it names no field of the form. */
export function fieldErrorOf(error: unknown): { name: string; message: string } | undefined {
  if (!(error instanceof BizError) || error.code !== '010007') return undefined;
  const { field, rule } = (error.data || {}) as { field?: string; rule?: string };
  switch (field) {
    case 'title':
      if (rule === 'duplicate') return { name: 'title', message: t('tutorial.title.duplicate') };
      return {
        name: 'title',
        message:
          rule && NAME_PROBLEMS.has(rule)
            ? nameMessage(rule as NameProblem, undefined, 'validation.required.tutorialTitle')
            : t('request.code.010007'),
      };
    case 'videoUrl':
      return { name: 'videoUrl', message: videoUrlMessage(rule || 'url') };
    case 'durationSeconds':
      return { name: 'duration', message: t('tutorial.field.duration.invalid') };
    case 'description':
      return {
        name: 'description',
        message: rule === 'tooLong' ? t('validation.maxLength', { max: DESCRIPTION_MAX }) : t('request.code.010007'),
      };
    case 'language':
      return { name: 'language', message: t('tutorial.field.language.invalid') };
    default:
      return undefined;
  }
}

export function showFieldError(form: Pick<FormInstance, 'setFields'>, error: unknown): boolean {
  const found = fieldErrorOf(error);
  if (found) form.setFields([{ name: found.name, errors: [found.message] }]);
  return !!found;
}
