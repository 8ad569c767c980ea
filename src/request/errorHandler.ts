/** The one place that decides what a failed request means: toast, navigation or silence (spec section 8). */
import { Code, ShowType } from './codes';
import { BizError, TransportError } from './errors';
import { feedback } from './feedback';
import { messageFor } from './messages';
import { t } from '@/locales/t';
import type { CustomParams } from './headers';
import { clearSession } from '@/session/storage';
import { goToException, goToLogin, goToNoAuth, isLeaving } from '@/session/redirects';

export interface HandlerOptions {
  skipErrorHandler?: boolean;
  customParams?: CustomParams;
}

function show(showType: number | undefined, text: string, error: BizError) {
  switch (showType) {
    case ShowType.silent:
      return;
    case ShowType.warning:
      feedback.warning(text);
      return;
    case ShowType.notification:
      feedback.notify(error.code, text);
      return;
    case ShowType.redirect:
      goToException(error.code, text);
      return;
    default:
      feedback.error(text);
  }
}

export function handleBizError(error: BizError, showToast: boolean) {
  if (error.code === Code.sessionExpired) {
    const first = !isLeaving();
    clearSession();
    goToLogin();
    if (first && showToast) feedback.warning(messageFor(error));
    return;
  }
  if (error.code === Code.noAccess) {
    goToNoAuth();
    return;
  }
  if (!showToast) return;
  show(error.showType, messageFor(error), error);
}

export function transportMessage(error: TransportError): string {
  switch (error.kind) {
    case 'timeout':
      return t('request.error.timeout');
    case 'offline':
      return t('request.error.offline');
    case 'notJson':
      return t('request.error.notJson');
    case 'http':
      return t((error.status || 500) >= 500 ? 'request.error.http5xx' : 'request.error.http4xx', { status: error.status || 0 });
    default:
      return t('request.error.fallback');
  }
}

export function errorHandler(error: unknown, opts?: HandlerOptions) {
  if (opts?.skipErrorHandler) throw error;
  const showToast = opts?.customParams?.isShowError !== false;
  if (error instanceof BizError) {
    handleBizError(error, showToast);
    return;
  }
  if (error instanceof TransportError) {
    if (error.kind === 'cancelled' || !showToast || isLeaving()) return;
    feedback.error(transportMessage(error));
    return;
  }
  if (!showToast || isLeaving()) return;
  const text = error instanceof Error && error.message ? error.message : t('request.error.fallback');
  feedback.error(text);
}
