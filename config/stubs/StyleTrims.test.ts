/**
 * The style stand-in of config/bundle.ts against antd's own styles: it makes antd's CSS, rule for rule, less exactly
 * what it trims (ButtonWithoutPresetColors: the buttons of the 13 preset colours).
 */
import { PresetColors } from 'antd/es/theme/interface';
import { styleRules } from '@test/styleRules';

type StyleHook = (prefixCls: string) => unknown;

/** The CSS the style hook `load` answers generates for `prefixCls`. */
const rulesOf = (prefixCls: string, load: () => StyleHook, mocks?: () => void) =>
  styleRules(() => {
    const useStyle = load();
    return () => useStyle(prefixCls);
  }, mocks);

describe('style stand-in', () => {
  it("ButtonWithoutPresetColors: antd's button styles without the preset colours", () => {
    const hook = () => require('antd/es/button/style').default;
    const antd = rulesOf('ant-btn', hook);
    const trimmed = rulesOf('ant-btn', hook, () =>
      jest.doMock('antd/es/theme/interface', () => jest.requireActual('./ButtonWithoutPresetColors')),
    );
    const preset = new RegExp(`\\.ant-btn-color-(${PresetColors.join('|')})\\b`);
    expect(antd.filter((rule) => preset.test(rule)).length).toBeGreaterThan(13 * 6);
    expect(trimmed).toEqual(antd.filter((rule) => !preset.test(rule)));
    expect(trimmed.some((rule) => rule.includes('.ant-btn-color-dangerous.ant-btn-variant-solid{'))).toBe(true);
  });
});
