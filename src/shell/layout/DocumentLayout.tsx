/**
 * The documentation area (/document/*): its own site frame outside the console's main layout. It opens without
 * the session (spec section 4, step 3), so nothing here may call the platform.
 */
import { Outlet, useModel } from '@umijs/max';
import { theme } from 'antd';
import type { CSSProperties, MouseEvent } from 'react';
import { markLayoutShown } from '@/components/StartupShell';
import { useT } from '@/locales/t';
import StartupFailed from '@/session/StartupFailed';
import DocumentHeader from './DocumentHeader';
import './DocumentLayout.css';

export const MAIN_ID = 'doc-main';

/** The theme's colours as custom properties for the site's stylesheets. */
function useThemeVariables(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--doc-surface': token.colorBgContainer,
    '--doc-text': token.colorText,
    '--doc-muted': token.colorTextSecondary,
    '--doc-border': token.colorBorderSecondary,
    '--doc-primary': token.colorPrimary,
    '--doc-primary-bg': token.colorPrimaryBg,
    '--doc-info-bg': token.colorInfoBg,
    '--doc-info-border': token.colorInfoBorder,
    '--doc-warning-bg': token.colorWarningBg,
    '--doc-warning-border': token.colorWarningBorder,
    '--doc-warning': token.colorWarningText,
    '--doc-fill': token.colorFillQuaternary,
  } as CSSProperties;
}

export default function DocumentLayout() {
  markLayoutShown(); // its pages' loading shows inside it, not the app shell
  const t = useT();
  // Startup makes no call here, but the message catalog may fail to load (offline, a redeploy): offer a retry.
  const { initialState, refresh } = useModel('@@initialState');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Moves focus without touching the hash, which names a section.
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <div className="doc-shell" style={useThemeVariables()}>
      <a className="doc-skip" href={`#${MAIN_ID}`} onClick={skip}>
        {t('document.skipToContent')}
      </a>
      <DocumentHeader />
      <main id={MAIN_ID} className="doc-main" tabIndex={-1}>
        {initialState?.failed ? <StartupFailed onRetry={refresh} /> : <Outlet />}
      </main>
    </div>
  );
}
