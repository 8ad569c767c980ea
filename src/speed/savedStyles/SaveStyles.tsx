/**
 * Saves antd's generated styles for the next visit (./savedStyles.ts) at the moments ./whenToSave.ts chooses. Not
 * once the page has switched theme: it then holds the styles of both themes.
 */
import { StyleContext } from '@ant-design/cssinjs';
import { useLocation } from '@umijs/max';
import { useContext, useEffect } from 'react';
import { getThemePreference, themeSwitchedSinceLoad } from '@/theme/preference';
import { saveStyles } from './savedStyles';
import { keepSaved } from './whenToSave';

export default function SaveStyles() {
  const { cache } = useContext(StyleContext);
  const { pathname } = useLocation();
  useEffect(
    () =>
      keepSaved(
        () => {
          if (!themeSwitchedSinceLoad()) saveStyles(cache, getThemePreference());
        },
        () => cache.cache.keys(),
      ),
    [cache, pathname],
  );
  return null;
}
