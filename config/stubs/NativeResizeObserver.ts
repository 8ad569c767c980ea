// Stands in for resize-observer-polyfill (config/bundle.ts, rule native-resize-observer): the polyfill's default
// export is the browser's own ResizeObserver wherever one exists, which is every browser the build targets.
export default globalThis.ResizeObserver;
