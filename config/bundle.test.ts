/**
 * Guards the bundle trimming of config/bundle.ts: the pro-field value types and pro-form fields replaced by a text
 * stand-in must not be used anywhere in src/. When this fails, the console started using one: take it off
 * TRIMMED_FIELDS in config/bundle.ts (and measure with `npm run bench:bundle`).
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { TRIMMED_FIELDS } from './bundle';

/** The valueTypes each trimmed pro-field component renders. */
const VALUE_TYPES: Record<(typeof TRIMMED_FIELDS)[number], string[]> = {
  ColorPicker: ['color'],
  DatePicker: ['date', 'dateWeek', 'dateMonth', 'dateQuarter', 'dateYear', 'dateTime'],
  RangePicker: ['dateRange', 'dateTimeRange', 'dateWeekRange', 'dateMonthRange', 'dateQuarterRange', 'dateYearRange'],
  TimePicker: ['time', 'timeRange'],
  FromNow: ['fromNow'],
  Image: ['image'],
  Progress: ['progress'],
  Rate: ['rate'],
  Slider: ['slider'],
  DigitRange: ['digitRange'],
  Money: ['money'],
  Percent: ['percent'],
  Second: ['second'],
  TreeSelect: ['treeSelect'],
  Segmented: ['segmented'],
  Code: ['code', 'jsonCode'],
  Digit: ['digit'],
  Switch: ['switch'],
};

/** pro-form fields built on the trimmed value types, and the stubbed StepsForm. */
const PRO_FORM_COMPONENTS = /\b(ProFormDate\w*|ProFormDateTime\w*|ProFormTime\w*|ProFormColorPicker|ProFormSlider|ProFormRate|ProFormMoney|ProFormTreeSelect|ProFormSegmented|ProFormDigit\w*|ProFormSwitch|StepsForm|StepForm)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.umi')) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const SRC = join(__dirname, '..', 'src');

describe('bundle trimming', () => {
  const files = sources(SRC).map((path) => ({ path: path.slice(SRC.length + 1), text: readFileSync(path, 'utf8') }));

  it('finds the sources it checks', () => {
    expect(files.some((f) => f.path.includes('pages/Organization'))).toBe(true);
  });

  it('no source uses a trimmed pro-field value type', () => {
    const trimmed = Object.values(VALUE_TYPES).flat();
    const used = files.flatMap(({ path, text }) =>
      [...text.matchAll(/valueType\s*[:=]\s*\{?\s*['"](\w+)['"]/g)].map((m) => m[1]).filter((t) => trimmed.includes(t)).map((t) => `${path}: ${t}`),
    );
    expect(used).toEqual([]);
  });

  it('no source uses a pro-form field built on them, nor StepsForm', () => {
    const used = files.filter(({ text }) => PRO_FORM_COMPONENTS.test(text)).map(({ path, text }) => `${path}: ${text.match(PRO_FORM_COMPONENTS)?.[0]}`);
    expect(used).toEqual([]);
  });

  it('no source renders a schema form or a light-filter table, whose dialog layouts are trimmed', () => {
    const used = files.filter(({ text }) => /\b(BetaSchemaForm|SchemaForm)\b|filterType\s*:\s*['"]light['"]/.test(text)).map(({ path }) => path);
    expect(used).toEqual([]);
  });

  it("no column filters in antd Table's tree mode, whose Tree is trimmed", () => {
    expect(files.filter(({ text }) => /filterMode/.test(text)).map(({ path }) => path)).toEqual([]);
  });

  it('every trimmed component has its value types listed', () => {
    expect(Object.keys(VALUE_TYPES).sort()).toEqual([...TRIMMED_FIELDS].sort());
  });
});
