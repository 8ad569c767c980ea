/** Analytics: client_open once per load, PageVisit on every route change, through a pluggable sink. */
export function reportPageVisit(_path: string) {
  // filled in by the session issue
}
