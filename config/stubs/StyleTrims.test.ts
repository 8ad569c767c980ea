/**
 * The style stand-ins of config/bundle.ts against antd's own styles: each makes antd's CSS, rule for rule, less
 * exactly what it trims (ButtonWithoutPresetColors: the buttons of the 13 preset colours; ColumnsWithoutBreakpoints:
 * the column classes of the six breakpoints).
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

describe('style stand-ins', () => {
  it("ColumnsWithoutBreakpoints: antd's column classes without their copies per breakpoint", () => {
    const antd = rulesOf('ant-col', () => require('antd/es/grid/style').useColStyle);
    const trimmed = rulesOf('ant-col', () => require('./ColumnsWithoutBreakpoints').useColStyle);
    const perBreakpoint = (rule: string) => /\.ant-col-(xs|sm|md|lg|xl|xxl)-/.test(rule);
    expect(antd.filter(perBreakpoint).length).toBeGreaterThan(5 * 24 * 6);
    // antd repeats the rules of push-0 and pull-0 in each breakpoint's set; they stand once.
    expect(trimmed).toEqual([...new Set(antd.filter((rule) => !perBreakpoint(rule)))]);
    expect(trimmed.join('')).toContain('.ant-col-offset-8{margin-inline-start:33.33333333333333%;}');
  });

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
