/**
 * A name on one line: cut with an ellipsis at `max` and, when cut, the full text in a tooltip on hover and on
 * keyboard focus (the text becomes focusable only then). `href` makes it a link (already focusable). The tooltip is
 * rendered only for a cut text: a table's cells mostly fit, and a tooltip each (its trigger, and antd's tooltip
 * styles on the first) cost a first render of the rows for nothing.
 */
import { Link } from '@umijs/max';
import { Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import './responsiveTable.css';

interface Props {
  children: ReactNode;
  /** The widest it may be (a CSS length); default 20em. */
  max?: string;
  href?: string;
  /** The accessible name of the link, when it differs from the text. */
  label?: string;
}

export default function Truncated({ children, max = '20em', href, label }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [cut, setCut] = useState(false);

  // Measured when the browser reports the size (a new observer reports at once, after layout): reading the
  // widths during the commit instead forced a layout per cell of a table (80 ms of a page load, issue 19).
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setCut(el.scrollWidth > el.clientWidth + 1));
    observer.observe(el);
    return () => observer.disconnect();
    // `cut` too: the element is a new one once the tooltip wraps it (or no longer does).
  }, [children, cut]);

  const style = { maxWidth: max };
  const inner = href ? (
    <Link ref={ref as React.Ref<HTMLAnchorElement>} to={href} className="truncated" style={style} aria-label={label}>
      {children}
    </Link>
  ) : (
    <span ref={ref} className="truncated" style={style} tabIndex={cut ? 0 : undefined}>
      {children}
    </span>
  );
  if (!cut) return inner;
  return (
    <Tooltip title={children} trigger={['hover', 'focus']}>
      {inner}
    </Tooltip>
  );
}
