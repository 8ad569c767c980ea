/**
 * Follows the signed-in user's theme (their copy on this browser, then the platform's preference, loaded after
 * the shell mounts) and applies it whenever it changes: antd's algorithm and tokens through Umi's runtime antd
 * config, and a new render of the main layout, whose ProLayout navTheme comes from getThemePreference(). Also
 * follows the system's "reduce motion" setting (antd's motion token).
 */
import { useAntdConfigSetter, useModel } from '@umijs/max';
import { useEffect, useRef } from 'react';
import { getPreferences } from '@/services/ropc/settings';
import { firstRenderTheme, motionConfigOf, themeConfigOf } from './antdTheme';
import { adoptStoredTheme, setThemePreference, useThemeMode } from './preference';
import { prefersReducedMotion, useReducedMotion } from './reducedMotion';

export default function ThemeSync() {
  const mode = useThemeMode();
  const setAntdConfig = useAntdConfigSetter();
  const { initialState, setInitialState } = useModel('@@initialState');
  const userId = initialState?.userInfo?.userId;
  const applied = useRef(firstRenderTheme() ?? mode);
  const reducedMotion = useReducedMotion();
  const motionApplied = useRef(prefersReducedMotion());

  useEffect(() => {
    if (!userId) return;
    adoptStoredTheme(userId);
    let live = true;
    getPreferences().then(
      (preferences) => {
        if (live && (preferences?.theme === 'light' || preferences?.theme === 'dark'))
          setThemePreference(preferences.theme, userId);
      },
      () => undefined, // the copy on this browser stays
    );
    return () => {
      live = false;
    };
  }, [userId]);

  useEffect(() => {
    if (applied.current === mode) return; // the first render already has it (src/app.tsx)
    applied.current = mode;
    setAntdConfig({ theme: themeConfigOf(mode) });
    // The layout renders again when the session state changes (its models compare deeply, so say what changed).
    setInitialState((state) => (state ? { ...state, theme: mode } : state));
  }, [mode, setAntdConfig, setInitialState]);

  useEffect(() => {
    if (motionApplied.current === reducedMotion) return; // the first render already has it (src/app.tsx)
    motionApplied.current = reducedMotion;
    setAntdConfig(motionConfigOf(reducedMotion));
  }, [reducedMotion, setAntdConfig]);

  return null;
}
