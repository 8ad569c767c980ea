/**
 * Stands in for antd's theme/interface where antd's Button styles and their tokens import it (rule
 * button-without-preset-colors in config/bundle.ts): no preset colours, so the Button's styles leave out
 * `<Button color="blue">` and the twelve other preset colours, with every variant of each, and their shadow tokens.
 * That was 48 of the 70 KB of CSS the Button made in the browser on a first visit of any page. The console gives no
 * button a preset colour (config/bundle.test.ts checks src); its buttons are default, primary, danger, text and
 * link, whose styles the Button still makes.
 */
export const PresetColors: readonly string[] = [];
