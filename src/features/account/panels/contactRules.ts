/**
 * Form rules of the profile's contacts: an optional e-mail address and an optional phone number (the contact rule
 * of components/form, split in its two halves), of which at least one must be given.
 */
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { t } from '@/locales/t';
import { isEmail, isPhone } from '@/domain/nameRules';

type Contact = 'email' | 'phone';
const OTHER: Record<Contact, Contact> = { email: 'phone', phone: 'email' };
const TEST: Record<Contact, (value: string) => boolean> = { email: isEmail, phone: isPhone };
const INVALID = { email: 'profile.email.invalid', phone: 'profile.phone.invalid' } as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The message of a contact value, or undefined when it is fine. */
export function contactProblem(field: Contact, value: unknown, other: unknown): string | undefined {
  const own = text(value);
  if (!own) return text(other) ? undefined : t('profile.contact.required');
  if (own.length > 254 || !TEST[field](own)) return t(INVALID[field]);
  return undefined;
}

export function contactRules(field: Contact, form: Pick<FormInstance, 'getFieldValue'>): Rule[] {
  return [
    {
      validator: async (_rule, value) => {
        const problem = contactProblem(field, value, form.getFieldValue(OTHER[field]));
        if (problem) throw new Error(problem);
      },
    },
  ];
}
