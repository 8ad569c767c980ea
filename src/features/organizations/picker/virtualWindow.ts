/** Which rows of a fixed-height list are visible in its scroll window (plus a few either side). */
export function visibleRange(
  scrollTop: number,
  viewHeight: number,
  rowHeight: number,
  count: number,
  overscan = 4,
): [number, number] {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + viewHeight) / rowHeight) + overscan);
  return [first, Math.max(first, last)];
}

/** The scrollTop that brings row `index` into view (unchanged when it already is). */
export function scrollToShow(index: number, scrollTop: number, viewHeight: number, rowHeight: number): number {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewHeight) return top + rowHeight - viewHeight;
  return scrollTop;
}
