/**
 * Build-only: rule `pro-error-boundary` of config/bundle.ts swaps this in; nothing in src imports it (docs/architecture.md).
 * Stands in for pro-components' own ErrorBoundary (wired in config/bundle.ts): ProTable, ProDescriptions and
 * ProLayout catch render errors with the console's translated message and reload button instead of an English
 * "Something went wrong." in antd's Result (whose illustrations weigh ~10 KB of gzipped JavaScript).
 */
export { default as ErrorBoundary } from './ChunkErrorBoundary';
