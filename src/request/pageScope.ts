/**
 * The reads of a page end with it: a request made with `cancelOnLeave` is aborted once the path changes, so a
 * page the user has left neither reports its late failures nor keeps waiting for answers nobody will see.
 * Writes and session calls never use it (a save the user started must still say how it went).
 */
interface Scope {
  path: string;
  controller: AbortController;
}

let scope: Scope | undefined;

function scopeOf(path: string): Scope {
  if (!scope || scope.path !== path) {
    scope?.controller.abort();
    scope = { path, controller: new AbortController() };
  }
  return scope;
}

/** The signal of the page on screen; the first request of a new page also ends the reads of the previous one. */
export function pageSignal(path = window.location.pathname): AbortSignal {
  return scopeOf(path).controller.signal;
}

/** Called on every route change: aborts the reads of the page that was left (a query change keeps them). */
export function followPage(path = window.location.pathname) {
  scopeOf(path);
}
