/**
 * The antd theme of each layout theme: the light tokens of config/theme.ts with antd's default algorithm, or the
 * dark algorithm with tokens that keep WCAG AA contrast on dark surfaces. Applied at the first render through
 * the runtime `antd` config (src/app.tsx) and on every switch through useAntdConfigSetter (ThemeSync).
 */
import { createTheme } from '@ant-design/cssinjs';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { lightTheme } from '../../config/shared';
import type { ThemeMode } from './preference';
import { prefersReducedMotion } from './reducedMotion';
import { remembered } from './rememberedAlgorithm';

/** antd's algorithms, each answering a seed it has seen from memory (./rememberedAlgorithm.ts). */
export const lightAlgorithm = remembered(antdTheme.defaultAlgorithm);
export const darkAlgorithm = remembered(antdTheme.darkAlgorithm);
// antd numbers its themes in the order they are first used, and pro-components hash that number into the token of
// their styles: made here, as this module loads, both have the same number on every visit. Made while rendering,
// their numbers depended on which part rendered first, and a third of the visits found none of the layout's saved
// styles (src/speed/savedStyles) under their hash and generated them all again (11 styles, the same CSS).
createTheme(lightAlgorithm);
createTheme(darkAlgorithm);

/** antd's own light values of the tab tokens set for the dark theme. */
const LIGHT_TABS = {
  itemSelectedColor: lightTheme.token?.colorPrimary,
  itemHoverColor: lightTheme.token?.colorPrimary,
  itemActiveColor: lightTheme.token?.colorPrimary,
  inkBarColor: lightTheme.token?.colorPrimary,
};

/**
 * No blue carries white text at 4.5:1 and also reads at 4.5:1 on the dark surfaces (#141414, #1f1f1f): filled
 * primary controls keep antd's dark blue, links and info texts use a lighter seed, and texts drawn in the primary
 * colour (the selected tab, ProTable's collapse link) use DARK_TEXT_BLUE (6:1 on #141414, 5.5:1 on #1f1f1f).
 */
export const DARK_TEXT_BLUE = '#4096ff';

const DARK_TOKENS: ThemeConfig['token'] = {
  colorPrimary: '#1668dc',
  colorInfo: '#69b1ff',
  // The dark algorithm dims link and info seeds: this one gives texts of 5:1 and more on every dark surface.
  colorLink: '#69b1ff',
  // The dark algorithm dims the seed: this seed gives danger texts of 5:1 and more.
  colorError: '#ff7875',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
};

const DARK_COMPONENTS: ThemeConfig['components'] = {
  Tabs: {
    itemSelectedColor: DARK_TEXT_BLUE,
    itemHoverColor: DARK_TEXT_BLUE,
    itemActiveColor: DARK_TEXT_BLUE,
    inkBarColor: DARK_TEXT_BLUE,
  },
};

/**
 * The light theme sets every token the dark one sets: a switch back merges into the dark values (the runtime
 * antd config merges changes), so a key left out would stay dark.
 */
const LIGHT_TOKENS: ThemeConfig['token'] = { ...lightTheme.token, colorInfo: lightTheme.token?.colorPrimary };

export function themeConfigOf(mode: ThemeMode): ThemeConfig {
  if (mode === 'dark')
    return {
      algorithm: darkAlgorithm,
      token: { ...lightTheme.token, ...DARK_TOKENS },
      components: DARK_COMPONENTS,
    };
  return { algorithm: lightAlgorithm, token: { ...LIGHT_TOKENS }, components: { Tabs: LIGHT_TABS } };
}

let firstRender: ThemeMode | undefined;

/** The theme the app's first render used (undefined before it). */
export const firstRenderTheme = () => firstRender;

/** antd for "reduce motion" (or not): no opening and closing motion (the `motion` token), no click wave. */
export function motionConfigOf(still: boolean) {
  return { theme: { token: { motion: !still } }, wave: { disabled: still } };
}

/** The runtime `antd` config of src/app.tsx: the stored theme, and no motion if the system asks for less. */
export function withThemePreference<T extends { theme?: ThemeConfig }>(
  memo: T,
  mode: ThemeMode,
): T & { theme: ThemeConfig } & Pick<ReturnType<typeof motionConfigOf>, 'wave'> {
  firstRender = mode;
  const themed = themeConfigOf(mode);
  const motion = motionConfigOf(prefersReducedMotion());
  const token = { ...memo.theme?.token, ...themed.token, ...motion.theme.token };
  return { ...memo, theme: { ...memo.theme, ...themed, token }, wave: motion.wave };
}
