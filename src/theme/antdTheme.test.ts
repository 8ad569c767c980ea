// The antd theme of each layout theme: a switch back to light undoes every dark value, and dark texts keep AA contrast.
import { createTheme } from '@ant-design/cssinjs';
import { theme, type ThemeConfig } from 'antd';
import { systemReducesMotion } from '@test/reducedMotion';
import { darkAlgorithm, lightAlgorithm, themeConfigOf, withThemePreference } from './antdTheme';
import { remembered } from './rememberedAlgorithm';

/** WCAG contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('themeConfigOf', () => {
  it('sets in light every token and component token that dark sets', () => {
    const dark = themeConfigOf('dark');
    const light = themeConfigOf('light');
    expect(Object.keys(light.token || {})).toEqual(expect.arrayContaining(Object.keys(dark.token || {})));
    Object.entries(dark.components || {}).forEach(([name, tokens]) => {
      expect(Object.keys((light.components as Record<string, object>)[name] || {})).toEqual(
        expect.arrayContaining(Object.keys(tokens)),
      );
    });
    expect(light.algorithm).toBe(lightAlgorithm);
    expect(dark.algorithm).toBe(darkAlgorithm);
  });

  it('gives dark texts at least 4.5:1 on the dark surfaces, and white on primary buttons too', () => {
    const token = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: themeConfigOf('dark').token });
    const surfaces = [token.colorBgContainer, token.colorBgElevated];
    [token.colorLink, token.colorInfo, token.colorError].forEach((text) =>
      surfaces.forEach((bg) => expect(contrast(text, bg)).toBeGreaterThanOrEqual(4.5)),
    );
    const tabs = themeConfigOf('dark').components!.Tabs!.itemSelectedColor as string;
    surfaces.forEach((bg) => expect(contrast(tabs, bg)).toBeGreaterThanOrEqual(4.5));
    expect(contrast('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the light tokens of config/theme.ts in the light theme', () => {
    const token = theme.getDesignToken({ token: themeConfigOf('light').token });
    expect(token.colorPrimary).toBe('#0958d9');
    expect(contrast(token.colorError, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('puts the stored theme into the runtime antd config of the first render', () => {
    const memo = withThemePreference<{ theme?: ThemeConfig; componentSize?: 'middle' }>(
      { theme: { token: { borderRadius: 6 } }, componentSize: 'middle' },
      'dark',
    );
    expect(memo.componentSize).toBe('middle');
    expect(memo.theme?.algorithm).toBe(darkAlgorithm);
    expect(memo.theme?.token).toMatchObject({ borderRadius: 6, colorTextDescription: 'rgba(255, 255, 255, 0.65)' });
  });

  describe('the system asks for reduced motion', () => {
    it('turns antd motion off from the first render', () => {
      systemReducesMotion(true);
      expect(withThemePreference({}, 'light').theme?.token?.motion).toBe(false);
      expect(withThemePreference({}, 'dark').theme?.token?.motion).toBe(false);
      expect(withThemePreference({}, 'light').wave).toEqual({ disabled: true });
    });

    it('keeps antd motion otherwise', () => {
      systemReducesMotion(false);
      expect(withThemePreference({}, 'light').theme?.token?.motion).toBe(true);
      expect(withThemePreference({}, 'light').wave).toEqual({ disabled: false });
    });
  });
});

describe('the themes of the two layout themes', () => {
  it('are numbered as this module loads, before any part renders a theme of its own', () => {
    // A theme some part makes while rendering, after this module has loaded: it comes after both.
    const later = createTheme(remembered(theme.compactAlgorithm));
    expect(createTheme(lightAlgorithm).id).toBeLessThan(later.id);
    expect(createTheme(darkAlgorithm).id).toBeLessThan(later.id);
    expect(createTheme(lightAlgorithm)).toBe(createTheme([lightAlgorithm])); // the one antd's ConfigProvider takes
  });
});
