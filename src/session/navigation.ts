/** Full-page navigation away from the console (login, logout); one seam so tests can observe it. */
export const browser = {
  /** Replaces the current history entry: Back does not return to a page that would send the user away again. */
  replace(url: string) {
    window.location.replace(url);
  },
  assign(url: string) {
    window.location.assign(url);
  },
};
