/**
 * The alarm views that open over any page from the query string: the full list drawer (?alarms=open&...)
 * and one alarm's details (?alarmId=..). Both load on demand so pages do not pay for them.
 */
import { lazy, Suspense } from 'react';
import OverlayBoundary from '@/components/OverlayBoundary';
import { useAlarmScope } from './scope';
import { CLOSED_LIST, useAlarmUrl, useOrgSpecificReset } from './urlState';

const AlarmDrawer = lazy(() => import('./AlarmDrawer'));
const AlarmDetail = lazy(() => import('./AlarmDetail'));

export default function AlarmCenter() {
  const [values, set] = useAlarmUrl();
  const scope = useAlarmScope();
  // Switching organisation keeps this component: the previous organisation's device, page and alarm go.
  useOrgSpecificReset(scope);
  if (!scope) return null;
  return (
    <>
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
