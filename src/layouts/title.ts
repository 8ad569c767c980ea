/** The tab title: the route's translated name, then the platform title. */
export function applyTitle(_pathname: string) {
  // filled in by the shell issue
}
