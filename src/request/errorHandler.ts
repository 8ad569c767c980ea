/** The one place that decides what a failed request means: toast, navigation or silence (spec section 8). */
import { t } from '@/locales/t';
import { clearSession } from '@/session/storage';
import { goToException, goToLogin, goToNoAuth, isLeaving } from '@/session/redirects';
import { Code, ShowType } from './codes';
import { BizError, TransportError } from './errors';
import { feedback } from './feedback';
import { readCustomParams, type CustomParams } from './headers';
import { messageFor } from './messages';
import { announceUncertainWrite, isUncertain } from './uncertainWrite';

export interface HandlerOptions {
  skipErrorHandler?: boolean;
  customParams?: CustomParams;
  headers?: unknown;
  /** Set by the service client for a change (CallOptions.write). */
  isWrite?: boolean;
}

/** The showType wrapper: 0 silent, 1 warning, 2 error, 4 notification, 9 the exception page, else error. */
export function show(showType: number | undefined, text: string, code: string) {
  switch (showType) {
    case ShowType.silent:
      return;
    case ShowType.warning:
      feedback.warning(text);
      return;
    case ShowType.notification:
      feedback.notify(code, text);
      return;
    case ShowType.redirect:
      goToException(code, text);
      return;
    default:
      feedback.error(text);
  }
}

/** 000401: forget the session and go to login; a burst of them makes one redirect and at most one toast. */
function sessionExpired(error: BizError, showToast: boolean) {
  const first = !isLeaving();
  clearSession();
  goToLogin();
  if (first && showToast) feedback.error(messageFor(error));
}

export function handleBizError(error: BizError, showToast: boolean) {
  if (error.code === Code.sessionExpired) {
    sessionExpired(error, showToast);
    return;
  }
  if (isLeaving()) return; // the page is going to login: nothing else to say
  if (error.code === Code.noAccess) {
    goToNoAuth();
    if (showToast) feedback.error(messageFor(error));
    return;
  }
  if (showToast) show(error.showType, textFor(error), error.code);
}

/**
 * A notification (4) and the exception page (9) carry the platform's own errorMessage, as the wrapper specifies:
 * the platform chose that presentation for that text. Every other presentation uses the message tables.
 */
function textFor(error: BizError): string {
  const platformText =
    error.showType === ShowType.notification || error.showType === ShowType.redirect ? error.message.trim() : '';
  return platformText || messageFor(error);
}

export function transportMessage(error: TransportError): string {
  switch (error.kind) {
    case 'timeout':
      return t('request.error.timeout');
    case 'offline':
      return t('request.error.offline');
    case 'network':
      return t('request.error.network');
    case 'notJson':
      return t('request.error.notJson');
    case 'malformed':
      return t('request.error.malformed');
    case 'http':
      // 504 is the gateway's own timeout (nginx gives up at 25 s, before the console's 30 s): the same news.
      if (error.status === 504) return t('request.error.timeout');
      return t((error.status || 500) >= 500 ? 'request.error.http5xx' : 'request.error.http4xx', {
        status: error.status || 0,
      });
    default:
      return t('request.error.fallback');
  }
}

function customParamsOf(opts?: HandlerOptions): CustomParams {
  return opts?.customParams || readCustomParams(opts?.headers);
}

/** The request plugin's errorHandler: called for every failed request; the request still rejects after it. */
export function errorHandler(error: unknown, opts?: HandlerOptions) {
  if (opts?.skipErrorHandler) throw error;
  const showToast = customParamsOf(opts).isShowError !== false;
  if (error instanceof BizError) {
    handleBizError(error, showToast);
    return;
  }
  const uncertainWrite = !!opts?.isWrite && isUncertain(error);
  if (uncertainWrite) announceUncertainWrite(); // the lists reload, showing whether it was saved
  if (!showToast || isLeaving()) return;
  if (uncertainWrite) {
    feedback.error(t('request.error.writeUncertain'));
    return;
  }
  if (error instanceof TransportError) {
    if (error.kind !== 'cancelled') feedback.error(transportMessage(error));
    return;
  }
  const text = error instanceof Error && error.message ? error.message : t('request.error.fallback');
  feedback.error(text);
}
