/**
 * Text with a break opportunity (<wbr>) between its words, for languages written without spaces: with
 * `word-break: keep-all` (cjkWords.css) a line then breaks only between words (エレベーター|乗降|異常), where
 * Chromium's own phrase finder may keep a whole compound together and leave one character alone on a line.
 */
import { Fragment, type ReactNode } from 'react';

export function wordBreaks(text: string, locale: string): ReactNode {
  if (!locale.startsWith('ja') || typeof Intl.Segmenter !== 'function') return text;
  const words = [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)].map((s) => s.segment);
  return words.map((word, index) => (
    // eslint-disable-next-line react/no-array-index-key -- the words of one fixed text, in order
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {word}
    </Fragment>
  ));
}
