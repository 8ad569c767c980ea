/**
 * Messages whose values are user text (names, accounts): each value is rendered in a <bdi> (unicode-bidi:
 * isolate), so a name in a right-to-left script, or one saved with direction characters before the name rules
 * refused them, cannot reorder the sentence around it.
 */
import { useIntl } from '@umijs/max';
import { Fragment, type ReactNode, useCallback } from 'react';
import type { MessageKey } from './types';
import type { Values } from './t';

export function useIsolatedT() {
  const intl = useIntl();
  return useCallback(
    (id: MessageKey, values: Values): ReactNode => {
      const isolated = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, <bdi key={key}>{value}</bdi>]),
      );
      const parts = intl.formatMessage({ id }, isolated) as ReactNode;
      return Array.isArray(parts) ? (
        <>
          {parts.map((part, index) => (
            <Fragment key={index}>{part}</Fragment>
          ))}
        </>
      ) : (
        parts
      );
    },
    [intl],
  );
}
