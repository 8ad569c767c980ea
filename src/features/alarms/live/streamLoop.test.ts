import { BACKOFF_CAP_MS } from './backoff';
import type { StreamAttempt, StreamEnd } from './connection';
import type { SseMessage } from './sseParser';
import { MAX_FAILURES, STREAM_RETRY_MS, streamLoop } from './streamLoop';
import type { LiveSignal } from './types';

const alarm = (id: string): SseMessage => ({
  id,
  event: 'alarm',
  data: JSON.stringify({ kind: 'raised', alarm: { id: `a${id}` }, unread: Number(id) }),
});

type Step = (attempt: StreamAttempt) => StreamEnd;
const opens =
  (...messages: SseMessage[]): Step =>
  (attempt) => {
    attempt.onOpen();
    messages.forEach(attempt.onMessage);
    return 'cut';
  };

/** Runs the loop over scripted attempts; the loop stops when the script ends. */
async function run(steps: Step[], options: { lastEventId?: string; random?: () => number } = {}) {
  const controller = new AbortController();
  const attempts: (string | undefined)[] = [];
  const signals: LiveSignal[] = [];
  const modes: string[] = [];
  const waits: number[] = [];
  await streamLoop(
    {
      connect: async (attempt) => {
        attempts.push(attempt.lastEventId);
        const step = steps.shift();
        if (!step) {
          controller.abort();
          return 'stopped';
        }
        return step(attempt);
      },
      deliver: (signal) => signals.push(signal),
      setMode: (mode) => modes.push(mode),
      lastEventId: options.lastEventId,
      random: options.random,
      wait: async (ms) => {
        waits.push(ms);
      },
    },
    controller.signal,
  );
  return { attempts, signals, modes, waits };
}

const ids = (signals: LiveSignal[]) => signals.map((s) => (s.type === 'event' ? s.event.id : s.type));

describe('the leader stream loop', () => {
  it('reconnects after a cut, resuming after the last event it heard', async () => {
    const { attempts, signals, modes } = await run([opens(alarm('1'), alarm('2')), opens(alarm('3'))]);
    expect(attempts).toEqual([undefined, '2', '3']);
    // A first stream has no resume point: the views read once, then follow the events.
    expect(ids(signals)).toEqual(['reset', '1', '2', '3']);
    expect(modes).toEqual(['stream']);
  });

  it('resumes a hand-over from the id the tab heard, without a reset', async () => {
    const { attempts, signals } = await run([opens(alarm('5'))], { lastEventId: '4' });
    expect(attempts[0]).toBe('4');
    expect(ids(signals)).toEqual(['5']);
  });

  it('passes the platform reset on and ignores what it cannot use', async () => {
    const { signals, attempts } = await run([
      opens(
        { id: '9', event: 'reset', data: '{}' },
        { id: '10', event: 'alarm', data: 'not json' },
        { id: '11', event: 'alarm', data: '{"kind":"exploded","alarm":{"id":"x"},"unread":1}' },
        alarm('12'),
      ),
    ]);
    expect(ids(signals)).toEqual(['reset', 'reset', '12']);
    expect(attempts[1]).toBe('12');
  });

  it('backs off with full jitter, its ceiling doubling per failure in a row', async () => {
    const failed: Step = () => 'failed';
    const { waits } = await run([failed, failed, failed, opens(), failed], { random: () => 0.999 });
    expect(waits.slice(0, 3)).toEqual([Math.floor(0.999 * 2000), Math.floor(0.999 * 4000), Math.floor(0.999 * 8000)]);
    // An open stream resets the count: the next failure waits under a second again.
    expect(waits[3]).toBeLessThan(1000);
    expect(waits[4]).toBeLessThan(2000);
    const { waits: low } = await run([failed, failed], { random: () => 0 });
    expect(low).toEqual([0, 0]);
    waits.forEach((ms) => expect(ms).toBeLessThan(BACKOFF_CAP_MS));
  });

  it('polls when the platform has no stream (404), and tries the stream again later', async () => {
    const { signals, modes, waits, attempts } = await run([() => 'absent', opens(alarm('1'))]);
    expect(modes).toEqual(['polling', 'stream']);
    expect(waits[0]).toBe(STREAM_RETRY_MS);
    // Switching to polling and back each make the views read again.
    expect(ids(signals)).toEqual(['reset', 'reset', '1']);
    expect(attempts).toHaveLength(3);
  });

  it('polls after repeated failures', async () => {
    const steps: Step[] = Array.from({ length: MAX_FAILURES }, () => () => 'failed' as StreamEnd);
    const { modes, waits, signals } = await run(steps);
    expect(modes).toEqual(['polling']);
    expect(waits).toHaveLength(MAX_FAILURES);
    expect(waits[MAX_FAILURES - 1]).toBe(STREAM_RETRY_MS);
    expect(ids(signals)).toEqual(['reset']);
  });

  it('stops for good when the platform refuses (a permission code), without a retry loop', async () => {
    const { attempts, modes, waits } = await run([() => 'refused', opens(alarm('1'))]);
    expect(attempts).toHaveLength(1);
    expect(modes).toEqual(['off']);
    expect(waits).toEqual([]);
  });
});
