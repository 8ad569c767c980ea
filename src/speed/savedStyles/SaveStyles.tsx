/**
 * Saves antd's generated styles for the next visit (./savedStyles.ts): once each page's content is on screen and
 * the browser is idle, and when the tab is hidden or left (what dialogs and later parts of the page added). Not
 * once the page has switched theme: it then holds the styles of both themes.
 */
import { StyleContext } from '@ant-design/cssinjs';
import { useLocation } from '@umijs/max';
import { useContext, useEffect } from 'react';
import { contentReady, preloadWhenIdle } from '@/components/LazyDialog/idlePreload';
import { getThemePreference, themeSwitchedSinceLoad } from '@/theme/preference';
import { saveStyles } from './savedStyles';

export default function SaveStyles() {
  const { cache } = useContext(StyleContext);
  const { pathname } = useLocation();
  useEffect(() => {
    const save = () => {
      if (!themeSwitchedSinceLoad()) saveStyles(cache, getThemePreference());
    };
    const cancel = preloadWhenIdle(save, contentReady);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', save);
    return () => {
      cancel();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', save);
    };
  }, [cache, pathname]);
  return null;
}
