/**
 * Calls `callback` at the browser's next idle moment, at the latest after `timeout` ms; where the browser has no
 * idle callbacks (Safari), on the next task. Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}
