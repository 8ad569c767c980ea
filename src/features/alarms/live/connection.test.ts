import { handleBizError } from '@/request/errorHandler';
import { storedOrgId, storedToken } from '@/session/storage';
import { openAlarmStream, STREAM_URL } from './connection';

jest.mock('@/request/errorHandler', () => ({ handleBizError: jest.fn() }));

interface FakeAnswer {
  status?: number;
  type?: string;
  json?: unknown;
  chunks?: string[];
  /** The body never ends (a silent stream). */
  hang?: boolean;
}

function answer({ status = 200, type = 'text/event-stream; charset=utf-8', json, chunks = [], hang }: FakeAnswer) {
  return (url: string, init: RequestInit) => {
    const queue = chunks.map((text) => Uint8Array.from(Buffer.from(text)));
    const body = {
      getReader: () => ({
        read: () =>
          queue.length
            ? Promise.resolve({ done: false, value: queue.shift() })
            : hang
              ? new Promise((resolve, reject) => {
                  void resolve;
                  if (init.signal?.aborted) reject(new Error('aborted'));
                  init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
                })
              : Promise.resolve({ done: true }),
        cancel: async () => undefined,
      }),
    };
    return Promise.resolve({
      status,
      ok: status < 300,
      headers: { get: () => type },
      body,
      json: async () => json,
    });
  };
}

const fetchMock = jest.fn();
beforeAll(() => {
  Object.assign(globalThis, { fetch: fetchMock, TextDecoder: jest.requireActual('util').TextDecoder });
});
beforeEach(() => {
  fetchMock.mockReset();
  storedToken.set('tok-1');
  storedOrgId.set('org-1');
  jest.mocked(handleBizError).mockReset();
});

const attempt = (lastEventId?: string) => ({
  lastEventId,
  signal: new AbortController().signal,
  onOpen: jest.fn(),
  onMessage: jest.fn(),
});

describe('one stream attempt', () => {
  it('sends the contract headers and Last-Event-ID, never the token in the address', async () => {
    fetchMock.mockImplementation(answer({ chunks: ['id: 3\nevent: alarm\ndata: {}\n\n'] }));
    const a = attempt('2');
    expect(await openAlarmStream(a)).toBe('cut');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(STREAM_URL);
    expect(init.headers).toMatchObject({
      'x-access-token': 'tok-1',
      'x-bus-id': 'org-1',
      Accept: 'text/event-stream',
      'Last-Event-ID': '2',
    });
    expect(a.onOpen).toHaveBeenCalled();
    expect(a.onMessage).toHaveBeenCalledWith({ id: '3', event: 'alarm', data: '{}' });
  });

  it('sends no Last-Event-ID on a first stream', async () => {
    fetchMock.mockImplementation(answer({}));
    await openAlarmStream(attempt());
    expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty('Last-Event-ID');
  });

  it('reads a 404 as a platform without the stream', async () => {
    fetchMock.mockImplementation(answer({ status: 404, type: 'text/html' }));
    expect(await openAlarmStream(attempt())).toBe('absent');
  });

  it('takes an expired session the usual way (login) and stops', async () => {
    fetchMock.mockImplementation(answer({ type: 'application/json', json: { code: '000401', msg: 'expired' } }));
    expect(await openAlarmStream(attempt())).toBe('refused');
    expect(jest.mocked(handleBizError).mock.calls[0][0]).toMatchObject({ code: '000401' });
  });

  it('stops quietly on a permission code', async () => {
    fetchMock.mockImplementation(answer({ type: 'application/json', json: { code: '010012', msg: 'no' } }));
    expect(await openAlarmStream(attempt())).toBe('refused');
    expect(handleBizError).not.toHaveBeenCalled();
  });

  it('reads a network error or a 5xx as a failure to retry', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await openAlarmStream(attempt())).toBe('failed');
    fetchMock.mockImplementation(answer({ status: 502, type: 'text/html' }));
    expect(await openAlarmStream(attempt())).toBe('failed');
  });

  it('ends a stream silent for too long as a cut', async () => {
    fetchMock.mockImplementation(answer({ chunks: [': hb\n\n'], hang: true }));
    expect(await openAlarmStream(attempt(), 50)).toBe('cut');
  });

  it('reads a stop of the console as stopped', async () => {
    fetchMock.mockImplementation(answer({ hang: true }));
    const controller = new AbortController();
    const pending = openAlarmStream({ ...attempt(), signal: controller.signal });
    controller.abort();
    expect(await pending).toBe('stopped');
  });
});
