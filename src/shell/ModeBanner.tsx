/**
 * Alternate mode: names the organisation being viewed and offers the way back (forget the mode state and reload
 * without the query, so the console starts on the user's own organisations).
 */
import { useModel } from '@umijs/max';
import { Alert, Button } from 'antd';
import { useIsolatedT } from '@/locales/isolated';
import { useT } from '@/locales/t';
import { storedMode } from '@/session/storage';
import { orgNameOf } from '@/session/currentOrg';

export function leaveAlternateMode(go: (url: string) => void = (url) => window.location.assign(url)) {
  storedMode.remove();
  go(window.location.pathname);
}

export default function ModeBanner() {
  const t = useT();
  const ti = useIsolatedT();
  const { initialState } = useModel('@@initialState');
  const mode = initialState?.mode;
  if (!mode) return null;
  const name = orgNameOf(initialState, mode.busId) || mode.busId;
  return (
    <Alert
      type="info"
      showIcon
      banner
      data-testid="mode-banner"
      message={ti('shell.mode.viewing', { name })}
      action={
        <Button size="small" onClick={() => leaveAlternateMode()}>
          {t('shell.mode.exit')}
        </Button>
      }
    />
  );
}
