/** The pro-field value types config/bundle.ts trims (rule pro-field-value-types). */

/**
 * pro-field value types the console never renders. ProTable's field renderer imports all of them eagerly; they are
 * replaced by a text stand-in (config/stubs/UnusedProField.tsx). config/bundle.test.ts fails when the code
 * starts using one of them: then take it off this list.
 */
export const TRIMMED_FIELDS = [
  'ColorPicker',
  'DatePicker',
  'RangePicker',
  'TimePicker',
  'FromNow',
  'Image',
  'Progress',
  'Rate',
  'Slider',
  'DigitRange',
  'Money',
  'Percent',
  'Second',
  'TreeSelect',
  'Segmented',
  'Code',
  'Digit',
  'Switch',
] as const;
