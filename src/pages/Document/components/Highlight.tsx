import type { ReactNode } from 'react';
import type { Range } from '../search';

/** The text with the given ranges marked: React text nodes and <mark>, never HTML. */
export default function Highlight({ text, ranges }: { text: string; ranges: Range[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  ranges.forEach(([start, end]) => {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
