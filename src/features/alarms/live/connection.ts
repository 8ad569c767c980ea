/**
 * One attempt at the platform's alarm stream (`GET /api/ropc/alarm/stream`, contract/openapi.yaml): the contract's
 * headers through `fetch` (never the token in the URL), then the events until the stream ends, is cut or falls
 * silent. Says how it ended; the loop (streamLoop.ts) decides what comes next.
 */
import { API_PREFIX, Code } from '@/request/codes';
import { withSessionHeaders } from '@/request/config';
import { handleBizError } from '@/request/errorHandler';
import { BizError, unwrap } from '@/request/errors';
import { readSse, type SseMessage } from './sseParser';

export const STREAM_URL = `${API_PREFIX}/alarm/stream`;
/** The platform sends a heartbeat at least every 15 s: this long without a byte is a cut. */
export const SILENCE_MS = 35_000;

/**
 * cut: the stream was open and ended; failed: it did not open (network, 5xx, not an event stream); absent: the
 * platform has no stream (404); refused: a business code (permission, scope): retrying would not help; stopped:
 * the console stopped it.
 */
export type StreamEnd = 'cut' | 'failed' | 'absent' | 'refused' | 'stopped';

export interface StreamAttempt {
  lastEventId?: string;
  signal: AbortSignal;
  onOpen: () => void;
  onMessage: (message: SseMessage) => void;
}

function requestHeaders(lastEventId?: string): Record<string, string> | undefined {
  try {
    // Throws once the console is leaving or another session has started: nothing more goes out.
    const { headers } = withSessionHeaders({ headers: {} });
    return {
      ...(headers as Record<string, string>),
      Accept: 'text/event-stream',
      ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
    };
  } catch {
    return undefined;
  }
}

/** A JSON answer is the envelope's refusal: an expired session goes the usual way (login); any other code stops. */
async function refusal(response: Response): Promise<StreamEnd> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return 'failed';
  }
  try {
    unwrap(body, STREAM_URL);
  } catch (error) {
    if (!(error instanceof BizError)) return 'failed';
    if (error.code === Code.sessionExpired) handleBizError(error, true);
    return 'refused';
  }
  return 'failed'; // a success envelope is not a stream
}

export async function openAlarmStream(attempt: StreamAttempt, silenceMs = SILENCE_MS): Promise<StreamEnd> {
  const headers = requestHeaders(attempt.lastEventId);
  if (!headers || attempt.signal.aborted) return 'stopped';
  const controller = new AbortController();
  const stop = () => controller.abort();
  attempt.signal.addEventListener('abort', stop);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listen = () => {
    clearTimeout(timer);
    timer = setTimeout(stop, silenceMs);
  };
  let opened = false;
  try {
    listen();
    const response = await fetch(STREAM_URL, {
      headers,
      credentials: 'include',
      cache: 'no-store',
      signal: controller.signal,
    });
    if (controller.signal.aborted) return attempt.signal.aborted ? 'stopped' : 'failed';
    if (response.status === 404) return 'absent';
    const type = response.headers.get('content-type') || '';
    if (type.includes('application/json')) return await refusal(response);
    if (!response.ok || !type.includes('text/event-stream') || !response.body) return 'failed';
    opened = true;
    attempt.onOpen();
    await readSse(response.body, attempt.onMessage, listen);
    return 'cut';
  } catch {
    if (attempt.signal.aborted) return 'stopped';
    return opened ? 'cut' : 'failed';
  } finally {
    clearTimeout(timer);
    attempt.signal.removeEventListener('abort', stop);
    controller.abort(); // ends the body's read if it is still going
  }
}
