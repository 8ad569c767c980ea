/**
 * The live alarm layer of a tab (loaded after the first paint): one stream per browser and per session. The tab
 * elected leader (election.ts) runs the stream (streamLoop.ts) and fans its signals out over a `BroadcastChannel`;
 * every tab publishes them once into its bus. A tab coming back into view reads again; the end of the session
 * closes the stream in every tab.
 */
import { onSessionEnd } from '@/session/sessionEnd';
import { forgetRecentLiveSignals, publishLiveSignal } from './bus';
import { openAlarmStream, type StreamAttempt, type StreamEnd } from './connection';
import { elect, browserLocks, type LockManagerLike } from './election';
import { createRecentIds } from './recentIds';
import { getLiveMode, setLiveMode, type LiveMode } from './status';
import { streamLoop } from './streamLoop';
import type { LiveSignal } from './types';

export interface LiveSession {
  /** The signed-in user: another user elects anew. */
  account: string;
  /** The organisation whose alarms are shown: another organisation elects anew. */
  scope: string;
}

type ChannelMessage =
  | { type: 'signals'; signals: LiveSignal[]; lastEventId?: string }
  | { type: 'mode'; mode: LiveMode }
  | { type: 'hello' }
  | { type: 'ended' };

interface ChannelLike {
  postMessage(message: ChannelMessage): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface TransportDeps {
  connect: (attempt: StreamAttempt) => Promise<StreamEnd>;
  locks: LockManagerLike | undefined;
  openChannel: (name: string) => ChannelLike | undefined;
  /** Into this tab's bus. */
  publish: (signal: LiveSignal) => void;
}

const defaults = (): TransportDeps => ({
  connect: (attempt) => openAlarmStream(attempt),
  locks: browserLocks(),
  openChannel: (name) => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : undefined),
  publish: publishLiveSignal,
});

/** The lock's and the channel's name: per user and organisation, so a change of either elects anew. */
export function liveName({ account, scope }: LiveSession): string {
  return `ropc.alarms.live:${encodeURIComponent(account)}:${encodeURIComponent(scope)}`;
}

/** Starts the layer; answers a stop function (an organisation change, the bell leaving). */
export function startLiveAlarms(session: LiveSession, given: Partial<TransportDeps> = {}): () => void {
  const deps = { ...defaults(), ...given };
  const name = liveName(session);
  const controller = new AbortController();
  const seen = createRecentIds();
  let lastEventId: string | undefined;
  let leading = false;

  const channel = deps.openChannel(name);
  const post = (message: ChannelMessage) => {
    try {
      channel?.postMessage(message);
    } catch {
      // a closed channel: this tab is stopping
    }
  };
  /** Publishes a signal in this tab once; false for an event already heard. */
  const take = (signal: LiveSignal): boolean => {
    if (signal.type === 'event' && !seen.add(signal.event.id)) return false;
    deps.publish(signal);
    return true;
  };

  // The leader sends what one read of the stream brought as one message (a burst is not thousands of messages).
  let batch: LiveSignal[] = [];
  const flush = () => {
    const signals = batch;
    batch = [];
    if (signals.length) post({ type: 'signals', signals, lastEventId });
  };
  const deliver = (signal: LiveSignal, id?: string) => {
    if (id) lastEventId = id;
    if (!take(signal)) return;
    if (batch.push(signal) === 1) queueMicrotask(flush);
  };
  const setMode = (mode: LiveMode) => {
    setLiveMode(mode);
    post({ type: 'mode', mode });
  };

  if (channel)
    channel.onmessage = ({ data }: MessageEvent<ChannelMessage>) => {
      if (data?.type === 'ended') stop();
      else if (data?.type === 'hello') {
        if (leading) post({ type: 'mode', mode: getLiveMode() });
      } else if (leading) return;
      else if (data?.type === 'signals') {
        if (data.lastEventId) lastEventId = data.lastEventId;
        data.signals.forEach(take);
      } else if (data?.type === 'mode') setLiveMode(data.mode);
    };
  post({ type: 'hello' });

  elect(
    name,
    controller.signal,
    async (signal) => {
      leading = true;
      try {
        await streamLoop({ connect: deps.connect, deliver, setMode, lastEventId }, signal);
      } finally {
        flush();
      }
    },
    deps.locks,
  );

  // A tab back in view reads again (a hidden tab's timers are throttled; the bell polls at once).
  let hidden = document.visibilityState === 'hidden';
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') hidden = true;
    else if (hidden) {
      hidden = false;
      deps.publish({ type: 'reset' });
    }
  };
  document.addEventListener('visibilitychange', onVisibility);

  // Log Out or a session change: every tab of this session stops (the others hear it on the channel).
  const unregister = onSessionEnd(() => {
    post({ type: 'ended' });
    stop();
  });

  function stop() {
    if (controller.signal.aborted) return;
    controller.abort();
    leading = false;
    unregister();
    document.removeEventListener('visibilitychange', onVisibility);
    if (channel) channel.onmessage = null;
    channel?.close();
    forgetRecentLiveSignals();
    setLiveMode('off');
  }
  return stop;
}
