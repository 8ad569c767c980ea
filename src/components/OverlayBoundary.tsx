/**
 * Guards a part that loads on demand over the page (a drawer, a header popover): when its code fails to load
 * (a redeploy, offline) or it throws, the page and the shell stay, the part closes, and a notification says what
 * happened with a reload button. It tries again when `resetKey` changes (the part is opened anew).
 */
import { Button, notification } from 'antd';
import { Component, type ReactNode } from 'react';
import { t } from '@/locales/t';
import { descriptionOf, isChunkLoadError } from '@/components/ChunkErrorBoundary';

interface Props {
  children?: ReactNode;
  /** Closes the part (clears the query parameter or the open state that shows it). */
  onClose?: () => void;
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  resetKey?: unknown;
}

export const OVERLAY_ERROR_KEY = 'overlay-error';

export function notifyOverlayError(error: unknown) {
  const chunk = isChunkLoadError(error);
  notification.warning({
    key: OVERLAY_ERROR_KEY,
    message: chunk ? t('shell.chunk.partTitle') : t('layout.exception.title'),
    description: descriptionOf(chunk, true),
    duration: 0, // stays until the user reloads or closes it
    btn: (
      <Button type="primary" size="small" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    ),
  });
}

export default class OverlayBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error('An on-demand part failed to render', error);
    notifyOverlayError(error);
    this.props.onClose?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
