/** The tutorial languages with the UI language first, and their names (each in its own language). */
import { useIntl } from '@umijs/max';
import { useCallback, useMemo } from 'react';
import type { MessageKey } from '@/locales/types';
import { useT } from '@/locales/t';
import { isTutorialLanguage, TUTORIAL_LANGUAGES, type TutorialLanguage } from '@/domain/tutorialRules';

export function useLanguages() {
  const t = useT();
  const { locale } = useIntl();
  const uiLanguage: TutorialLanguage = isTutorialLanguage(locale) ? locale : 'en-US';
  const ordered = useMemo(() => [uiLanguage, ...TUTORIAL_LANGUAGES.filter((l) => l !== uiLanguage)], [uiLanguage]);
  const nameOf = useCallback(
    (language: string) => (isTutorialLanguage(language) ? t(`tutorial.language.${language}` as MessageKey) : language),
    [t],
  );
  return { uiLanguage, ordered, nameOf };
}
