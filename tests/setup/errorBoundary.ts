// For error-boundary tests: React's and the boundary's console.error are silenced, and window.location.reload is
// a mock for the test's duration. Call inside a describe; read `reload()` in a test.
export function withReloadMock() {
  let reload = jest.fn();
  const original = window.location;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    reload = jest.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    jest.restoreAllMocks();
  });
  return () => reload;
}
