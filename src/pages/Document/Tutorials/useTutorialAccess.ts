/** The tutorial area's own session: settles x-bus-id, then (in the background) whether the user may add. */
import { useCallback, useEffect, useState } from 'react';
import { type AccessSources, browserSources, mayCreate, settleOrganization } from './tutorialAccess';

export type AccessPhase = 'pending' | 'ready' | 'failed' | 'signedOut';

export function useTutorialAccess(sources: AccessSources = browserSources) {
  const [phase, setPhase] = useState<AccessPhase>('pending');
  const [canCreate, setCanCreate] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setPhase('pending');
    settleOrganization(sources).then(
      (settled) => {
        if (!live) return;
        setPhase(settled === 'signedOut' ? 'signedOut' : 'ready');
        mayCreate(sources, settled).then((allowed) => live && setCanCreate(allowed));
      },
      () => live && setPhase('failed'),
    );
    return () => {
      live = false;
    };
  }, [sources, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { phase, canCreate, retry };
}
