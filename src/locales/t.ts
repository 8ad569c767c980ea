/** Typed translation: a key that is not in the catalogs does not compile. */
import { getIntl, useIntl } from '@umijs/max';
import { useCallback } from 'react';
import type { MessageKey } from './types';

export type Values = Record<string, string | number>;

interface Formatter {
  messages: Record<string, unknown>;
  formatMessage: (descriptor: { id: string }, values?: Values) => string;
}

/** Characters that make a message ICU syntax (arguments, quoting, tags); without them it reads as it is written. */
const ICU_SYNTAX = /[{}'<]/;

/**
 * A message without ICU syntax is its own text: it skips intl's parser and formatter cache, which cost about a
 * tenth of a page's start-up script (issue 19). Anything else, and a key the catalogs lack, goes to intl.
 */
export function translate(intl: Formatter, id: MessageKey, values?: Values): string {
  const message = intl.messages[id];
  if (typeof message === 'string' && !ICU_SYNTAX.test(message)) return message;
  return intl.formatMessage({ id }, values);
}

export function useT() {
  const intl = useIntl();
  return useCallback((id: MessageKey, values?: Values) => translate(intl, id, values), [intl]);
}

/** Outside React (request layer, startup). */
export function t(id: MessageKey, values?: Values): string {
  return translate(getIntl(), id, values);
}
