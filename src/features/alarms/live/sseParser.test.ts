import { TextDecoder, TextEncoder } from 'util';
import { createSseParser, readSse, type SseMessage } from './sseParser';

// jsdom has no text codecs; the browser's are Node's.
Object.assign(globalThis, { TextDecoder, TextEncoder });

function parse(chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  chunks.forEach((chunk) => parser.push(chunk));
  return messages;
}

const STREAM =
  ': hb\n\nid: 7\nevent: alarm\ndata: {"a":1}\n\nid: 8\ndata: first\ndata: second\n\nevent: reset\ndata: {}\n\n';

describe('the event stream parser', () => {
  it('reads ids, event names, data and skips comments', () => {
    expect(parse([STREAM])).toEqual([
      { id: '7', event: 'alarm', data: '{"a":1}' },
      { id: '8', event: 'message', data: 'first\nsecond' },
      { id: '8', event: 'reset', data: '{}' },
    ]);
  });

  it('gives the same events however the text is split, one character at a time included', () => {
    const whole = parse([STREAM]);
    expect(parse(STREAM.split(''))).toEqual(whole);
    for (let at = 1; at < STREAM.length; at += 1) expect(parse([STREAM.slice(0, at), STREAM.slice(at)])).toEqual(whole);
  });

  it('reads CRLF and CR line ends, a CRLF split between chunks counting once', () => {
    const crlf = STREAM.replace(/\n/g, '\r\n');
    expect(parse([crlf])).toEqual(parse([STREAM]));
    expect(parse(crlf.split(''))).toEqual(parse([STREAM]));
    expect(parse([STREAM.replace(/\n/g, '\r')])).toEqual(parse([STREAM]));
    expect(parse(['id: 1\r', '\ndata: x\r', '\n\r', '\n'])).toEqual([{ id: '1', event: 'message', data: 'x' }]);
  });

  it('keeps a value without its one leading space, a field without a colon and an event without data', () => {
    expect(parse(['data:  two spaces\ndata\n\nevent: nothing\n\n'])).toEqual([
      { id: '', event: 'message', data: ' two spaces\n' },
    ]);
  });

  it('drops an event the stream did not finish', () => {
    expect(parse(['id: 1\ndata: done\n\nid: 2\ndata: half'])).toEqual([{ id: '1', event: 'message', data: 'done' }]);
  });
});

describe('readSse', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('decodes a body whose chunks split a multi-byte character, reporting every chunk', async () => {
    const text = 'id: 1\ndata: {"name":"清扫机器人"}\n\n: hb\n\n';
    const all = bytes(text);
    const chunks = [all.slice(0, 20), all.slice(20, 21), all.slice(21)];
    const body = {
      getReader: () => ({
        read: async () => (chunks.length ? { done: false, value: chunks.shift() } : { done: true }),
        cancel: async () => undefined,
      }),
    };
    const messages: SseMessage[] = [];
    const onBytes = jest.fn();
    await readSse(body, (message) => messages.push(message), onBytes);
    expect(messages).toEqual([{ id: '1', event: 'message', data: '{"name":"清扫机器人"}' }]);
    expect(onBytes).toHaveBeenCalledTimes(3);
  });
});
