/**
 * Wraps the whole app: the writing direction of the UI language (ConfigProvider and <html dir>), <html lang>,
 * the tab title in that language, and an error boundary so a page that fails to load never leaves a blank screen.
 */
import { getLocale } from '@umijs/max';
import { ConfigProvider } from 'antd';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import { applyDocumentLanguage, directionOf } from './direction';
import { applyTitle } from './title';

const BUTTON = { autoInsertSpace: false } as const;

function DocumentLanguage({ children }: { children: ReactNode }) {
  const [direction, setDirection] = useState(() => directionOf(getLocale()));
  useLayoutEffect(() => {
    // Runs after the locale plugin's own mount effect, which resets the title to the platform title.
    const sync = () => {
      const locale = getLocale();
      applyDocumentLanguage(locale);
      setDirection(directionOf(locale));
      applyTitle(window.location.pathname);
    };
    sync();
    // The startup sequence may switch the language without a reload (setLocale(locale, false)).
    window.addEventListener('languagechange', sync);
    return () => window.removeEventListener('languagechange', sync);
  }, []);
  // No space inserted between two CJK characters in a button ("検 索", "取 消"): the catalogs write the words.
  return (
    <ConfigProvider direction={direction} button={BUTTON}>
      {children}
    </ConfigProvider>
  );
}

export function rootContainer(container: ReactNode) {
  return (
    <DocumentLanguage>
      <ChunkErrorBoundary>{container}</ChunkErrorBoundary>
    </DocumentLanguage>
  );
}
