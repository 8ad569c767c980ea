/** Server-side checks of spec section 5, answering 010007 with the field and the rule that failed. */
import { checkAccount, checkName, isEmailOrPhone, type LengthRule, NAME_LENGTH } from '../../src/utils/nameRules';
import { Codes } from './messages';
import { SimError } from './http';

export function requireName(value: unknown, field: string, length: LengthRule = NAME_LENGTH): string {
  const problem = checkName(value, length);
  if (problem) throw new SimError(Codes.invalid, { field, rule: problem });
  return value as string;
}

/** An optional name-like field (a code): empty gives '', anything else follows the name rules. */
export function optionalName(value: unknown, field: string, length: LengthRule): string {
  if (value === undefined || value === null || value === '') return '';
  return requireName(value, field, length);
}

export function requireAccount(value: unknown, field = 'account'): string {
  const problem = checkAccount(value);
  if (problem) throw new SimError(Codes.invalid, { field, rule: problem });
  return value as string;
}

export function requireText(value: unknown, field: string, max = 255): string {
  if (typeof value !== 'string' || value.trim() === '') throw new SimError(Codes.invalid, { field, rule: 'required' });
  if (Array.from(value).length > max) throw new SimError(Codes.invalid, { field, rule: 'tooLong' });
  return value;
}

export function optionalText(value: unknown, field: string, max = 255): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value !== 'string' || Array.from(value).length > max) throw new SimError(Codes.invalid, { field, rule: 'tooLong' });
  return value;
}

export function requireContacts(value: unknown, field = 'admins'): string[] {
  if (!Array.isArray(value) || value.length === 0) throw new SimError(Codes.invalid, { field, rule: 'required' });
  value.forEach((v) => {
    if (typeof v !== 'string' || !isEmailOrPhone(v.trim())) throw new SimError(Codes.invalid, { field, rule: 'contact' });
  });
  return value.map((v: string) => v.trim());
}

/** Duplicate names compare without case and outer space, as people read them. */
export const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
