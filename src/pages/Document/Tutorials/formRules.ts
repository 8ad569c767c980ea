/** antd Form rules of the add form, built on contract/tutorialRules, with translated messages. */
import type { Rule } from 'antd/es/form';
import { t } from '@/locales/t';
import {
  checkVideoUrl,
  DESCRIPTION_MAX,
  parseDuration,
  VIDEO_URL_MAX,
  type VideoUrlProblem,
} from '@/domain/tutorialRules';

export function videoUrlMessage(problem: VideoUrlProblem | string): string {
  if (problem === 'required') return t('validation.required.videoUrl');
  if (problem === 'tooLong') return t('validation.maxLength', { max: VIDEO_URL_MAX });
  return t('tutorial.field.videoUrl.invalid');
}

/** Required; checked as it will be sent (outer spaces of a pasted address are dropped). */
export const videoUrlRules = (): Rule[] => [
  {
    required: true,
    validator: async (_rule, value) => {
      const problem = checkVideoUrl(typeof value === 'string' ? value.trim() : value);
      if (problem) throw new Error(videoUrlMessage(problem));
    },
  },
];

export const durationRules = (): Rule[] => [
  {
    validator: async (_rule, value) => {
      if (parseDuration(value) === 'invalid') throw new Error(t('tutorial.field.duration.invalid'));
    },
  },
];

export const descriptionRules = (): Rule[] => [
  {
    validator: async (_rule, value) => {
      if (typeof value === 'string' && Array.from(value).length > DESCRIPTION_MAX)
        throw new Error(t('validation.maxLength', { max: DESCRIPTION_MAX }));
    },
  },
];
