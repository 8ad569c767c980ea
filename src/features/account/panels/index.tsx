/**
 * My account and Platform Settings: drawers opened over any page by ?panel=profile|settings (loaded on
 * demand), plus what the whole shell needs from them once it has mounted: the current organisation's settings
 * (its time zone) and the user's layout theme.
 */
import { lazy, Suspense } from 'react';
import OrgSettingsSync from '../settings/OrgSettingsSync';
import OverlayBoundary from '@/components/OverlayBoundary';
import ThemeSync from '@/theme/ThemeSync';
import { usePanelUrl } from './panelUrl';

const ProfileDrawer = lazy(() => import('./ProfileDrawer'));
const SettingsDrawer = lazy(() => import('./SettingsDrawer'));

export default function AccountPanels() {
  const { panel, open, close } = usePanelUrl();
  return (
    <>
      <ThemeSync />
      <OrgSettingsSync />
      <OverlayBoundary resetKey={panel} onClose={close}>
        <Suspense fallback={null}>
          {panel === 'profile' ? <ProfileDrawer onClose={close} /> : null}
          {panel === 'settings' ? <SettingsDrawer onClose={close} onOpenProfile={() => open('profile')} /> : null}
        </Suspense>
      </OverlayBoundary>
    </>
  );
}
