// The system's "reduce motion" setting, for a test: jsdom has no matchMedia, and jest.setup.ts's stand-in matches
// no query. The stand-in is back after each test.
let original: typeof window.matchMedia | undefined;

export function systemReducesMotion(reduce: boolean) {
  original ??= window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  if (original) window.matchMedia = original;
});
