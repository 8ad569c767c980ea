/**
 * Server-sent events read from a `fetch` body (EventSource cannot send the contract's headers): the WHATWG event
 * stream format, fed text in chunks split anywhere (inside a line, a field, or between a CR and its LF).
 */

export interface SseMessage {
  /** The last event id the stream set (kept across events, as EventSource's `lastEventId`). */
  id: string;
  /** The `event:` field, `message` when the event has none. */
  event: string;
  /** The `data:` lines joined with a line feed. */
  data: string;
}

export interface SseParser {
  /** Feeds the next piece of decoded text. */
  push(text: string): void;
}

const LF = 10;
const CR = 13;

export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let partial = '';
  // A CR ended the last chunk: an LF opening the next one belongs to it.
  let skipLf = false;
  let data: string[] = [];
  let event = '';
  let lastId = '';

  const dispatch = () => {
    if (data.length) onMessage({ id: lastId, event: event || 'message', data: data.join('\n') });
    data = [];
    event = '';
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.charCodeAt(0) === 58) return; // ':' a comment (the heartbeat)
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    // `retry` and unknown fields are ignored: the console owns its back-off.
  };

  return {
    push(text) {
      if (!text) return;
      let start = 0;
      if (skipLf && text.charCodeAt(0) === LF) start = 1;
      skipLf = false;
      for (let i = start; i < text.length; i += 1) {
        const code = text.charCodeAt(i);
        if (code !== LF && code !== CR) continue;
        line(partial + text.slice(start, i));
        partial = '';
        if (code === CR) {
          if (i + 1 === text.length) skipLf = true;
          else if (text.charCodeAt(i + 1) === LF) i += 1;
        }
        start = i + 1;
      }
      partial += text.slice(start);
    },
  };
}

/** The part of a fetch body the reader needs (a `ReadableStream<Uint8Array>`). */
export interface ByteStream {
  getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(): Promise<void> };
}

/**
 * Reads `body` to its end, calling `onMessage` per event and `onBytes` for every chunk (a heartbeat included).
 * Rejects when the read fails (a cut, an abort); an event the stream did not finish is dropped, as the format says.
 */
export async function readSse(
  body: ByteStream,
  onMessage: (message: SseMessage) => void,
  onBytes: () => void = () => undefined,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(onMessage);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onBytes();
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
}
