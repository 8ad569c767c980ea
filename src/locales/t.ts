/** Typed translation: a key that is not in the catalogs does not compile. */
import { getIntl, useIntl } from '@umijs/max';
import { useCallback } from 'react';
import type { MessageKey } from './types';

export type Values = Record<string, string | number>;

export function useT() {
  const intl = useIntl();
  return useCallback((id: MessageKey, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}

/** Outside React (request layer, startup). */
export function t(id: MessageKey, values?: Values): string {
  return getIntl().formatMessage({ id }, values);
}
