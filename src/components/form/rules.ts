/** antd Form rules built on contract/nameRules, with translated messages. Every form uses these. */
import type { Rule } from 'antd/es/form';
import { t } from '@/locales/t';
import type { MessageKey } from '@/locales/types';
import {
  checkAccount,
  checkName,
  FORBIDDEN_NAME_CHARS,
  type LengthRule,
  NAME_LENGTH,
  type NameProblem,
} from '@/domain/nameRules';

/** What a required field says when it is empty: it names the field ("Enter the role name"). */
export type RequiredKey = Extract<MessageKey, `validation.required.${string}`>;

/**
 * The translated message of a name problem (also used for the server's 010007 answers). An empty field says
 * what it needs (`required`); without one (a server answer about a field the form does not name) the
 * platform's own "some fields are invalid" stands in.
 */
export function nameMessage(problem: NameProblem, length: LengthRule = NAME_LENGTH, required?: RequiredKey): string {
  switch (problem) {
    case 'required':
      return t(required ?? 'request.code.010007');
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

/** Required name with the special-character, outer-space and length rules; empty, it says `required`. */
export function nameRules(required: RequiredKey, length: LengthRule = NAME_LENGTH): Rule[] {
  return [
    {
      required: true,
      validator: async (_rule, value) => {
        const problem = checkName(value, length);
        if (problem) throw new Error(nameMessage(problem, length, required));
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
        if (problem) throw new Error(nameMessage(problem, { min: 1, max: 64 }, 'validation.required.account'));
      },
    },
  ];
}

/** A required field that is not a name: the message says what it needs. */
export const requiredRule = (required: RequiredKey): Rule => ({ required: true, message: t(required) });
