/**
 * Puts a failed submit's answer on the form field it concerns: a duplicate-name code (010001/010002/010003) on
 * the name field, or an invalid-parameter answer (010007 with data.field and data.rule) on that field. The
 * request layer has already shown the toast; this only adds the message where the user is looking.
 */
import type { FormInstance } from 'antd';
import { t } from '@/locales/t';
import type { MessageKey } from '@/locales/types';
import { BizError } from '@/request/errors';
import type { LengthRule, NameProblem } from '@/domain/nameRules';
import { nameMessage, type RequiredKey } from './rules';

const NAME_PROBLEMS = new Set<string>(['required', 'invisible', 'special', 'space', 'tooShort', 'tooLong']);
const INVALID = '010007';

export interface FieldErrorSpec {
  /** Business code of a duplicate -> the field it is about, e.g. { '010002': 'name' }. */
  duplicates?: Record<string, string>;
  /** Length rules of name-like fields, for the message of a server-side length problem. */
  lengths?: Record<string, LengthRule>;
  /** What each required field says when the platform finds it empty. */
  required?: Record<string, RequiredKey>;
}

/** Sets the field error for `error` when it names a field of the form; answers whether it did. */
export function showServerFieldError(
  form: Pick<FormInstance, 'setFields' | 'getFieldValue'>,
  error: unknown,
  spec: FieldErrorSpec,
): boolean {
  if (!(error instanceof BizError)) return false;
  const duplicateField = spec.duplicates?.[error.code];
  if (duplicateField) {
    form.setFields([{ name: duplicateField, errors: [t(`request.code.${error.code}` as MessageKey)] }]);
    return true;
  }
  if (error.code !== INVALID) return false;
  const { field, rule } = (error.data || {}) as { field?: string; rule?: string };
  if (!field || form.getFieldValue(field) === undefined) return false;
  const text =
    rule && NAME_PROBLEMS.has(rule)
      ? nameMessage(rule as NameProblem, spec.lengths?.[field], spec.required?.[field])
      : t('request.code.010007');
  form.setFields([{ name: field, errors: [text] }]);
  return true;
}
