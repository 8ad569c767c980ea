/**
 * Starts the live alarm layer for a signed-in user who may read alarms, after the first paint: its code is a
 * separate chunk asked for once the page has loaded and the browser is idle, so nothing of it delays content.
 */
import { useModel } from '@umijs/max';
import { useEffect } from 'react';
import { whenIdle } from '@/utils/whenIdle';

function afterFirstPaint(run: () => void): () => void {
  let cancelIdle = () => {};
  const go = () => {
    cancelIdle = whenIdle(run, 3000);
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
  return () => {
    window.removeEventListener('load', go);
    cancelIdle();
  };
}

/** `scope`: the organisation whose alarms are shown, undefined without the alarm list's permission. */
export function useLiveAlarms(scope: string | undefined) {
  const { initialState } = useModel('@@initialState');
  const account = initialState?.userInfo?.userId;
  useEffect(() => {
    if (!scope || !account) return undefined;
    let stop: (() => void) | undefined;
    let active = true;
    const cancel = afterFirstPaint(() => {
      import(/* webpackChunkName: "live-alarms" */ './transport')
        .then(({ startLiveAlarms }) => {
          if (active) stop = startLiveAlarms({ account, scope });
        })
        .catch(() => undefined); // the chunk did not load: the bell polls as before
    });
    return () => {
      active = false;
      cancel();
      stop?.();
    };
  }, [scope, account]);
}
