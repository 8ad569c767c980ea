/**
 * Stands in for the pro-field value types the console never uses (see config/bundle.ts, TRIMMED_FIELDS).
 * ProTable's field renderer imports every value type eagerly (date pickers, colour picker, sliders, images...),
 * about 100 KB of gzipped JavaScript on every table page. Should a trimmed value type ever be rendered, it
 * shows its value as plain text and says so in development; config/bundle.test.ts fails first.
 */
import { forwardRef, type ReactNode } from 'react';

interface FieldProps {
  text?: unknown;
  mode?: string;
}

function asText(text: unknown): ReactNode {
  if (text === undefined || text === null || text === '') return '-';
  return typeof text === 'object' ? JSON.stringify(text) : String(text);
}

const UnusedProField = forwardRef<HTMLSpanElement, FieldProps>(function UnusedProField({ text, mode }, ref) {
  if (process.env.NODE_ENV !== 'production') {
    // eslint-disable-next-line no-console
    console.error('A pro-field value type trimmed from the bundle was rendered (config/bundle.ts).');
  }
  return mode === 'edit' ? null : <span ref={ref}>{asText(text)}</span>;
});

export const FieldTimeRangePicker = UnusedProField;
export default UnusedProField;
