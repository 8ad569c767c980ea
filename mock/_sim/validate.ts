/**
 * Server-side checks of spec section 5 and of request shapes, answering 010007 with `data: { field, rule }`
 * (rule: required | special | space | tooShort | tooLong | contact | type | oneOf | range). Each returns the
 * checked value, so a handler reads `const name = requireName(body.name, 'name', ORG_NAME_LENGTH)`.
 */
import {
  ACCOUNT_LENGTH,
  checkAccount,
  checkName,
  isEmailOrPhone,
  type LengthRule,
  NAME_LENGTH,
} from '../../src/domain/nameRules';
import { ALL_CODES } from '../../src/domain/permissions';
import { Codes, ruleMessage, type RuleParams } from './messages';
import { SimError } from './http';

export { ORG_NAME_LENGTH, ACCOUNT_LENGTH, NAME_LENGTH } from '../../src/domain/nameRules';

/**
 * The 010007 error of a failed check: `data: { field, rule }` (what the console translates) and the rule's text as
 * `msg` in the three languages, stating the bounds in `params` (a length's min/max, a list's size...).
 */
export const invalidParam = (field: string, rule: string, params: RuleParams = {}) =>
  new SimError(Codes.invalid, { field, rule }, ruleMessage(rule, { field, ...params }));

const invalid = (field: string, rule: string, params?: RuleParams): never => {
  throw invalidParam(field, rule, params);
};

// Control characters (and lone surrogates) never belong in a name; the platform refuses them as special characters.
const CONTROL =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function requireName(value: unknown, field: string, length: LengthRule = NAME_LENGTH): string {
  const problem = checkName(value, length);
  if (problem) invalid(field, problem, length);
  if (CONTROL.test(value as string)) invalid(field, 'special');
  return value as string;
}

/** An optional name-like field (a code): empty gives '', anything else follows the name rules. */
export function optionalName(value: unknown, field: string, length: LengthRule): string {
  if (value === undefined || value === null || value === '') return '';
  return requireName(value, field, length);
}

export function requireAccount(value: unknown, field = 'account'): string {
  const problem = checkAccount(value);
  if (problem) invalid(field, problem, ACCOUNT_LENGTH);
  if (CONTROL.test(value as string)) invalid(field, 'special');
  return value as string;
}

export function requireText(value: unknown, field: string, max = 255): string {
  if (typeof value !== 'string' || value.trim() === '') invalid(field, 'required');
  if (Array.from(value as string).length > max) invalid(field, 'tooLong', { max });
  return value as string;
}

export function optionalText(value: unknown, field: string, max = 255): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value !== 'string') invalid(field, 'type');
  if (Array.from(value as string).length > max) invalid(field, 'tooLong', { max });
  return value as string;
}

/** At least one administrator account, each an e-mail address or phone number; trimmed, without repeats. */
export function requireContacts(value: unknown, field = 'admins', max = 20): string[] {
  if (!Array.isArray(value) || value.length === 0) invalid(field, 'required');
  const list = value as unknown[];
  if (list.length > max) invalid(field, 'tooLong', { max, list: true });
  const out: string[] = [];
  list.forEach((v) => {
    if (typeof v !== 'string' || v.length > 254 || !isEmailOrPhone(v.trim())) invalid(field, 'contact');
    const contact = (v as string).trim();
    if (!out.some((c) => c.toLowerCase() === contact.toLowerCase())) out.push(contact);
  });
  return out;
}

/** An id from the path or the body: a non-empty text without control characters. */
export function requireId(value: unknown, field = 'id'): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '') invalid(field, 'required');
  if ((value as string).length > 128 || CONTROL.test(value as string)) invalid(field, 'type');
  return value as string;
}

/** A non-empty list of ids, without repeats. */
export function requireIds(value: unknown, field = 'ids', max = 500): string[] {
  if (!Array.isArray(value) || value.length === 0) invalid(field, 'required');
  if ((value as unknown[]).length > max) invalid(field, 'tooLong', { max, list: true });
  return [...new Set((value as unknown[]).map((v) => requireId(v, field)))];
}

export function requireOneOf<T extends string>(value: unknown, options: readonly T[], field: string): T {
  if (value === undefined || value === null || value === '') invalid(field, 'required');
  if (!options.includes(value as T)) invalid(field, 'oneOf');
  return value as T;
}

/** A whole number (numbers or digit texts) within bounds. */
export function requireInt(value: unknown, field: string, bounds: { min?: number; max?: number } = {}): number {
  if (value === undefined || value === null || value === '') invalid(field, 'required');
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) invalid(field, 'type');
  if (
    (bounds.min !== undefined && (n as number) < bounds.min) ||
    (bounds.max !== undefined && (n as number) > bounds.max)
  )
    invalid(field, 'range', bounds);
  return n as number;
}

export function requireBoolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') invalid(field, value === undefined || value === null ? 'required' : 'type');
  return value as boolean;
}

/** A list of permission codes (menuAuths), each a known code; repeats dropped. An empty list is allowed. */
export function requireCodes(value: unknown, field = 'permissions'): string[] {
  if (!Array.isArray(value)) invalid(field, 'required');
  const known = new Set<string>(ALL_CODES);
  (value as unknown[]).forEach((code) => {
    if (typeof code !== 'string' || !known.has(code)) invalid(field, 'oneOf');
  });
  return [...new Set(value as string[])];
}

/**
 * Duplicate names compare as people read them: NFKC-normalised (full-width/half-width), case-folded, without outer
 * space or invisible characters, Cyrillic and Greek look-alikes as Latin (src/utils/nameRules.ts `nameKey`).
 */
export { sameName } from '../../src/domain/nameRules';
