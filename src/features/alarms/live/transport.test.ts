import { waitFor } from '@testing-library/react';
import { endSessionHere } from '@/session/sessionEnd';
import type { StreamAttempt, StreamEnd } from './connection';
import { isStreamLeader } from './leader';
import { getLiveMode } from './status';
import { fakeChannels, fakeLocks } from './testDoubles';
import { liveName, startLiveAlarms } from './transport';
import type { LiveSignal } from './types';

const SESSION = { account: 'u-1', scope: 'org-1' };
const alarmMessage = (id: string) => ({
  id,
  event: 'alarm',
  data: JSON.stringify({ kind: 'raised', alarm: { id: `a${id}` }, unread: Number(id) }),
});

/** A stream the test drives: open it, send events, cut it. */
function controllableStream() {
  const attempts: StreamAttempt[] = [];
  let finish: ((end: StreamEnd) => void) | undefined;
  const connect = (attempt: StreamAttempt) =>
    new Promise<StreamEnd>((resolve) => {
      attempts.push(attempt);
      finish = resolve;
      attempt.signal.addEventListener('abort', () => resolve('stopped'));
      attempt.onOpen();
    });
  return {
    attempts,
    connect,
    send: (...ids: string[]) => ids.forEach((id) => attempts[attempts.length - 1].onMessage(alarmMessage(id))),
    cut: () => finish?.('cut'),
  };
}

const flush = () =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
const eventIds = (signals: LiveSignal[]) => signals.filter((s) => s.type === 'event').map((s) => s.event.id);

function browser() {
  const locks = fakeLocks();
  const channels = fakeChannels();
  const tab = (connect: (attempt: StreamAttempt) => Promise<StreamEnd>) => {
    const heard: LiveSignal[] = [];
    const stop = startLiveAlarms(SESSION, {
      connect,
      locks,
      openChannel: channels.openChannel as never,
      publish: (signal) => heard.push(signal),
    });
    return { heard, stop };
  };
  return { tab, channels };
}

/** A fresh browser with `count` tabs, each driving its own stream: the first tab leads, the others wait. */
async function openTabs(count = 1) {
  const { tab, channels } = browser();
  const tabs = Array.from({ length: count }, () => {
    const stream = controllableStream();
    return { stream, channels, ...tab(stream.connect) };
  });
  await flush();
  return tabs;
}

/** Another tab of the session, which this realm does not run: what it hears on the channel. */
function otherTab(channels: ReturnType<typeof fakeChannels>) {
  const channel = channels.openChannel(liveName(SESSION));
  const heard: unknown[] = [];
  channel.onmessage = ({ data }) => heard.push(data);
  return { channel, heard };
}

describe('one alarm stream per browser', () => {
  it('opens one stream for two tabs, and both hear every event once', async () => {
    const [a, b] = await openTabs(2);
    expect(a.stream.attempts).toHaveLength(1);
    expect(b.stream.attempts).toHaveLength(0);
    a.stream.send('1', '2', '2', '3');
    await flush();
    expect(eventIds(a.heard)).toEqual(['1', '2', '3']);
    expect(eventIds(b.heard)).toEqual(['1', '2', '3']);
    a.stop();
    b.stop();
  });

  it('hands the stream to the waiting tab when the leader closes, resuming after the last event', async () => {
    const [a, b] = await openTabs(2);
    a.stream.send('1', '2');
    await flush();
    a.stop(); // the leader's tab closes: the browser releases its lock
    await flush();
    expect(b.stream.attempts).toHaveLength(1);
    expect(b.stream.attempts[0].lastEventId).toBe('2');
    // The new leader resumes: an event heard before is not published again.
    b.stream.send('2', '3');
    await flush();
    expect(eventIds(b.heard)).toEqual(['1', '2', '3']);
    expect(b.heard.filter((s) => s.type === 'reset')).toHaveLength(0);
    b.stop();
  });

  it('de-duplicates events a resumed stream repeats', async () => {
    const [a] = await openTabs();
    const { stream } = a;
    stream.send('1', '2');
    stream.cut();
    await waitFor(() => expect(stream.attempts).toHaveLength(2)); // after the back-off, under a second here
    expect(stream.attempts[1]?.lastEventId).toBe('2');
    stream.send('2', '3');
    expect(eventIds(a.heard)).toEqual(['1', '2', '3']);
    a.stop();
  });

  it('tells who leads (only the leader notifies)', async () => {
    const [a] = await openTabs();
    expect(isStreamLeader()).toBe(true);
    a.stop();
    await flush();
    expect(isStreamLeader()).toBe(false);
  });

  it('reads again when a hidden tab comes back into view', async () => {
    const [a] = await openTabs();
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    const before = a.heard.length;
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(a.heard.slice(before)).toEqual([{ type: 'reset' }]);
    visibility.mockRestore();
    a.stop();
  });

  it('closes the stream in every tab when the session ends', async () => {
    const [{ stream, channels }] = await openTabs();
    const { channel: other, heard } = otherTab(channels);
    endSessionHere();
    await flush();
    expect(stream.attempts[0].signal.aborted).toBe(true);
    expect(heard).toContainEqual({ type: 'ended' });
    expect(getLiveMode()).toBe('off');
    other.close();
    expect(channels.openCount()).toBe(0);
  });

  it('stops when another tab says the session ended', async () => {
    const [{ stream, channels }] = await openTabs();
    const { channel: other } = otherTab(channels);
    other.postMessage({ type: 'ended' });
    await flush();
    expect(stream.attempts[0].signal.aborted).toBe(true);
    other.close();
  });

  it('shares the mode: a follower hears the leader is streaming', async () => {
    const [a] = await openTabs();
    const { channel: other, heard } = otherTab(a.channels);
    other.postMessage({ type: 'hello' });
    await flush();
    expect(heard).toContainEqual({ type: 'mode', mode: 'stream' });
    other.close();
    a.stop();
  });
});
