/**
 * Catches what a page throws while rendering, and a first-load chunk whose preload failed (preloadFailures.ts), above all a page chunk that no longer loads (after a redeploy, or
 * offline): shows a translated message saying which, with a reload button, instead of a blank page. Clears
 * itself when the user navigates elsewhere.
 */
import { history } from '@umijs/max';
import { Button } from 'antd';
import StatusMessage from './StatusMessage';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '@/locales/t';
import { onPreloadFailure } from './preloadFailures';

export function isChunkLoadError(error: unknown): boolean {
  const { name = '', message = '' } = (error || {}) as { name?: string; message?: string };
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^\s]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  );
}

export function descriptionOf(chunk: boolean, part = false): string {
  if (!chunk) return t('shell.error.description');
  // Offline, the chunk is most likely still there: "a new version was deployed" would mislead.
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return t(part ? 'shell.chunk.partOffline' : 'shell.chunk.offline');
  return t('layout.chunkError');
}

/**
 * What failed, in one line: "TypeError: x is undefined", "Code 000500: ...". Empty when nothing is known.
 * Cut at 200 characters: a stack or a server page must not fill the screen.
 */
export function causeOf(error: unknown): string {
  if (!error) return '';
  if (typeof error === 'string') return error.slice(0, 200);
  if (typeof error !== 'object') return '';
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  const parts = [
    typeof code === 'string' || typeof code === 'number' ? `${code}` : '',
    typeof name === 'string' && name !== 'Error' ? name : '',
    typeof message === 'string' ? message.split('\n')[0] : '',
  ].filter(Boolean);
  return parts.join(': ').slice(0, 200);
}

interface PageErrorProps {
  chunk: boolean;
  /** The error caught, when known: its name, message or code is shown (as text). */
  error?: unknown;
  /** Renders the page again without reloading (offered for errors that are not a missing chunk). */
  onRetry?: () => void;
}

export function PageError({ chunk, error, onRetry }: PageErrorProps) {
  const cause = chunk ? '' : causeOf(error);
  return (
    <StatusMessage
      tone={chunk ? 'warning' : 'error'}
      title={chunk ? t('shell.chunk.title') : t('layout.exception.title')}
      description={
        <>
          <div>{descriptionOf(chunk)}</div>
          {cause && (
            <div className="ropc-error-cause">
              {t('shell.error.cause')} <code>{cause}</code>
            </div>
          )}
        </>
      }
      actions={
        <>
          {onRetry && !chunk && <Button onClick={onRetry}>{t('common.retry')}</Button>}
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
        </>
      }
    />
  );
}

interface State {
  error: unknown;
  /** A first-load failure: only a reload helps, navigating does not clear it. */
  sticky?: boolean;
}

export default class ChunkErrorBoundary extends Component<{ children?: ReactNode }, State> {
  override state: State = { error: null };

  private unlisten?: () => void;

  private stopPreloads?: () => void;
  /** Renders the children again: an error from a passing state (data that changed since) may not recur. */
  private retry = () => this.setState({ error: null });

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidMount() {
    this.unlisten = history?.listen?.(() => {
      if (this.state.error && !this.state.sticky) this.setState({ error: null });
    });
    this.stopPreloads = onPreloadFailure((error) => {
      console.error('A chunk of the first load failed to preload', error);
      this.setState({ error, sticky: true });
    });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override componentWillUnmount() {
    this.unlisten?.();
    this.stopPreloads?.();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <PageError chunk={isChunkLoadError(this.state.error)} error={this.state.error} onRetry={this.retry} />;
  }
}
