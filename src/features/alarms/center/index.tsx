/**
 * The alarm views that open over any page from the query string: the full list drawer (?alarms=open&...)
 * and one alarm's details (?alarmId=..). Both load on demand so pages do not pay for them. The notices of new
 * alarms (in the console, read aloud, on the desktop) load once the live stream runs, which starts after content.
 */
import { type ComponentType, lazy, Suspense } from 'react';
import OverlayBoundary from '@/components/OverlayBoundary';
import { useLiveMode } from '../live/status';
import { useAlarmScope } from './scope';
import { CLOSED_LIST, useAlarmUrl, useOrgSpecificReset } from './urlState';

const AlarmDrawer = lazy(() => import('./AlarmDrawer'));
const AlarmDetail = lazy(() => import('./AlarmDetail'));
// A background part: when its code cannot load (offline, a redeploy) the console goes on without it, unannounced.
const AlarmNotices = lazy<ComponentType>(() => import('../notify/AlarmNotices').catch(() => ({ default: () => null })));

export default function AlarmCenter() {
  const [values, set] = useAlarmUrl();
  const scope = useAlarmScope();
  const live = useLiveMode() === 'stream';
  // Switching organisation keeps this component: the previous organisation's device, page and alarm go.
  useOrgSpecificReset(scope);
  if (!scope) return null;
  return (
    <>
      {live ? (
        <OverlayBoundary resetKey={scope}>
          <Suspense fallback={null}>
            <AlarmNotices />
          </Suspense>
        </OverlayBoundary>
      ) : null}
      <OverlayBoundary resetKey={values.alarms} onClose={() => set(CLOSED_LIST)}>
        <Suspense fallback={null}>{values.alarms === 'open' ? <AlarmDrawer scope={scope} /> : null}</Suspense>
      </OverlayBoundary>
      <OverlayBoundary resetKey={values.alarmId} onClose={() => set({ alarmId: undefined })}>
        <Suspense fallback={null}>
          {values.alarmId ? <AlarmDetail key={values.alarmId} id={values.alarmId} /> : null}
        </Suspense>
      </OverlayBoundary>
    </>
  );
}
