/** antd Form rules built on contract/nameRules, with translated messages. Every form uses these. */
import type { Rule } from 'antd/es/form';
import { t } from '@/locales/t';
import {
  checkAccount,
  checkName,
  FORBIDDEN_NAME_CHARS,
  type LengthRule,
  NAME_LENGTH,
  type NameProblem,
} from '@/contract/nameRules';

/** The translated message of a name problem (also used for the server's 010007 answers). */
export function nameMessage(problem: NameProblem, length: LengthRule = NAME_LENGTH): string {
  switch (problem) {
    case 'required':
      return t('validation.required');
    case 'invisible':
      return t('validation.name.invisible');
    case 'special':
      // The characters go in as a value: braces and quotes in a catalog text are ICU syntax.
      return t('validation.name.special', { chars: FORBIDDEN_NAME_CHARS.join(' ') });
    case 'space':
      return t('validation.name.space');
    case 'tooShort':
      return length.min === 4
        ? t('validation.minLength4')
        : t('validation.length', { min: length.min ?? 1, max: length.max ?? 64 });
    default:
      return t('validation.maxLength', { max: length.max ?? 64 });
  }
}

/** Required name with the special-character, outer-space and length rules. */
export function nameRules(length: LengthRule = NAME_LENGTH): Rule[] {
  return [
    {
      required: true,
      validator: async (_rule, value) => {
        const problem = checkName(value, length);
        if (problem) throw new Error(nameMessage(problem, length));
      },
    },
  ];
}

/** An optional name-like field (a code, say): empty is fine, anything else follows the name rules. */
export function optionalNameRules(length: LengthRule = NAME_LENGTH): Rule[] {
  return [
    {
      validator: async (_rule, value) => {
        if (value === undefined || value === null || value === '') return;
        const problem = checkName(value, length);
        if (problem) throw new Error(nameMessage(problem, length));
      },
    },
  ];
}

/** Required account name: 1-64 characters, no outer space. */
export function accountRules(): Rule[] {
  return [
    {
      required: true,
      validator: async (_rule, value) => {
        const problem = checkAccount(value);
        if (problem) throw new Error(nameMessage(problem, { min: 1, max: 64 }));
      },
    },
  ];
}

export const requiredRule = (): Rule => ({ required: true, message: t('validation.required') });
