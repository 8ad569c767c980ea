/**
 * ProLayout draws its menu toggles (the sider arrow, the phone hamburger) as plain spans and divs. This makes them
 * buttons a keyboard and a screen reader can use: role, focus, a translated label, Enter and Space.
 */
import { Grid } from 'antd';
import { useEffect } from 'react';
import { useT } from '@/locales/t';

const TOGGLES = '.ant-pro-global-header-collapsed-button, .ant-pro-sider-collapsed-button';

function activate(event: KeyboardEvent) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  (event.currentTarget as HTMLElement).click();
}

export default function MenuToggleA11y() {
  const t = useT();
  // Subscribing to the breakpoint re-renders (and so re-applies) when the sider arrow and the hamburger swap.
  Grid.useBreakpoint();
  const label = t('shell.menu.toggle');
  useEffect(() => {
    const toggles = Array.from(document.querySelectorAll<HTMLElement>(TOGGLES));
    toggles.forEach((el) => {
      el.setAttribute('role', 'button');
      el.setAttribute('aria-label', label);
      el.tabIndex = 0;
      el.addEventListener('keydown', activate);
    });
    return () => toggles.forEach((el) => el.removeEventListener('keydown', activate));
  }); // after every render: ProLayout may have replaced the elements
  return null;
}
