/**
 * The list of tutorials for the filters in the URL (language, title search, page: shareable), loaded once the
 * organisation is settled; a newer request aborts the previous one. The language defaults to the user's own
 * (no parameter); every language is `tutorialLanguage=all`.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PAGE_SIZE } from '@/domain/paging';
import { useUrlState } from '@/hooks/useUrlState';
import { listTutorials } from '@/services/ropc/tutorial';
import { isTutorialLanguage, type TutorialLanguage } from '@/domain/tutorialRules';

export { PAGE_SIZE };
const KEYS = ['tutorialLanguage', 'tutorialSearch', 'tutorialPage'] as const;
const ALL = 'all';

export interface TutorialFilters {
  language?: TutorialLanguage;
  search: string;
  page: number;
}

export type ListStatus = 'loading' | 'ready' | 'failed';

export function useTutorialList(enabled: boolean, uiLanguage: TutorialLanguage) {
  const [url, setUrl] = useUrlState(KEYS);
  const filters: TutorialFilters = useMemo(
    () => ({
      language: isTutorialLanguage(url.tutorialLanguage)
        ? url.tutorialLanguage
        : url.tutorialLanguage === ALL
          ? undefined
          : uiLanguage,
      search: (url.tutorialSearch || '').trim(),
      page: Math.max(1, Math.floor(Number(url.tutorialPage)) || 1),
    }),
    [url, uiLanguage],
  );
  const [status, setStatus] = useState<ListStatus>('loading');
  const [page, setPage] = useState<API.Page<API.Tutorial>>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setStatus('loading');
    const query = {
      current: filters.page,
      pageSize: PAGE_SIZE,
      language: filters.language,
      title: filters.search || undefined,
    };
    listTutorials(query, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const lastPage = Math.max(1, Math.ceil(answer.total / PAGE_SIZE));
        // A shared link to a page that no longer exists: show the last one instead of an empty page.
        if (!answer.list.length && filters.page > lastPage) {
          setUrl({ tutorialPage: lastPage > 1 ? lastPage : undefined });
          return;
        }
        setPage(answer);
        setStatus('ready');
      },
      () => !controller.signal.aborted && setStatus('failed'),
    );
    return () => controller.abort();
  }, [enabled, filters, attempt, setUrl]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  /** New filters start again at page 1. */
  const filter = useCallback(
    (changes: Partial<Omit<TutorialFilters, 'page'>>) => {
      const next: Record<string, string | undefined> = { tutorialPage: undefined };
      if ('language' in changes)
        next.tutorialLanguage = changes.language === uiLanguage ? undefined : changes.language || ALL;
      if ('search' in changes) next.tutorialSearch = changes.search?.trim() || undefined;
      setUrl(next);
    },
    [setUrl, uiLanguage],
  );

  const goTo = useCallback((n: number) => setUrl({ tutorialPage: n > 1 ? n : undefined }), [setUrl]);

  /** All languages, no search, page 1, loaded again: where a tutorial just added shows first. */
  const showNewest = useCallback(() => {
    setUrl({ tutorialLanguage: ALL, tutorialSearch: undefined, tutorialPage: undefined });
    reload();
  }, [setUrl, reload]);

  const filtered = !!filters.language || !!filters.search;
  return { filters, filtered, status, page, reload, filter, goTo, showNewest };
}
