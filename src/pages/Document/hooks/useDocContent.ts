/** Loads a documentation page in the UI language; a failed chunk can be retried. */
import { useIntl } from '@umijs/max';
import { useCallback, useEffect, useState } from 'react';
import { type LoadContent, loadContent } from '@/documentation/load';
import type { DocKind, DocPage } from '@/documentation/types';

export type DocState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: DocPage };

export function useDocContent(kind: DocKind, load: LoadContent = loadContent) {
  const { locale } = useIntl();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DocState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load(kind, locale).then(
      (doc) => live && setState({ status: 'ready', doc }),
      (error: unknown) => {
        console.error('Documentation failed to load', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [kind, locale, load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry] as const;
}
