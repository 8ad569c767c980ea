/**
 * The header's organisation switcher: every organisation of the user under a button naming the current one.
 * Switching is session/currentOrg's switchOrganization (the main layout then remounts the page, so its data
 * reloads with the new x-bus-id). Not shown in alternate mode (the mode banner names the organisation). Up to
 * MENU_MAX organisations: a Dropdown menu, which the layout already loads. More: a search field and a list
 * rendering only the rows in view (features/organizations/picker), loaded after the first load (once the page's content shows
 * and the browser is idle, or earlier when the pointer or focus reaches the button, at the latest on click), so
 * the first load stays light and the first open does not wait for the network.
 */
import { ApartmentOutlined, DownOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { Button, Dropdown, Grid, Spin, Tooltip } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { contentReady, preloadWhenIdle } from '@/components/LazyDialog/idlePreload';
import { lazyPreloadable } from '@/components/lazyPreloadable';
import { useT } from '@/locales/t';
import { switchOrganization } from '@/session/currentOrg';
import './orgSwitcher.css';

// Never wider than the window: a long name without spaces wraps anywhere instead (a phone is 390 px wide).
const MENU_STYLE = { maxHeight: '60vh', overflowY: 'auto' as const, maxWidth: 'min(360px, calc(100vw - 32px))' };
const NAME_STYLE = { overflowWrap: 'anywhere' as const };
/** A plain menu up to this many organisations; a searchable, virtual list beyond. */
export const MENU_MAX = 15;

// A failed preload shows when the picker opens (Suspense, then the boundary).
const OrgPicker = lazyPreloadable(() => import(/* webpackChunkName: "org-picker" */ '../picker/OrgPicker'));
const preloadPicker = OrgPicker.preload;

export default function OrgSwitcher() {
  const t = useT();
  const { initialState, refresh } = useModel('@@initialState');
  const screens = Grid.useBreakpoint();
  const [switching, setSwitching] = useState(false);
  const [open, setOpen] = useState(false);
  const orgs = initialState?.orgList || [];
  const many = orgs.length > MENU_MAX;
  useEffect(() => (many ? preloadWhenIdle(preloadPicker, contentReady) : undefined), [many]);
  if (initialState?.mode || !orgs.length) return null;
  const current = orgs.find((org) => org.busId === initialState?.currentOrgId);

  const choose = async (busId: string) => {
    setOpen(false);
    const pending = switchOrganization(busId, initialState?.currentOrgId, refresh);
    if (!pending) return;
    setSwitching(true);
    try {
      await pending;
    } finally {
      setSwitching(false);
    }
  };

  const button = (
    <Button
      type="text"
      data-testid="org-switcher"
      aria-label={`${t('shell.org.label')}: ${current?.name || ''}`}
      aria-haspopup={many ? 'dialog' : undefined}
      loading={switching}
      icon={<ApartmentOutlined />}
      style={{ maxWidth: screens.md ? 260 : 140 }}
      onPointerEnter={many ? preloadPicker : undefined}
      onFocus={many ? preloadPicker : undefined}
    >
      <span
        className="org-switcher-name"
        style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {current?.name}
      </span>
      <DownOutlined className="org-switcher-caret" aria-hidden style={{ fontSize: 10 }} />
    </Button>
  );

  if (many) {
    return (
      <Dropdown
        trigger={['click']}
        disabled={switching}
        open={open}
        onOpenChange={setOpen}
        destroyOnHidden
        popupRender={() => (
          <Suspense fallback={<Spin style={{ display: 'block', width: 320, padding: 24 }} />}>
            <OrgPicker orgs={orgs} currentId={current?.busId} onChoose={choose} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      >
        {button}
      </Dropdown>
    );
  }

  return (
    <Dropdown
      trigger={['click']}
      disabled={switching}
      menu={{
        selectable: true,
        selectedKeys: current ? [current.busId] : [],
        items: orgs.map((org) => ({ key: org.busId, label: <span style={NAME_STYLE}>{org.name}</span> })),
        onClick: ({ key }) => choose(key),
        style: MENU_STYLE,
      }}
    >
      {/* The full name on hover and focus: the button shows as much as fits. */}
      <Tooltip title={current?.name} trigger={['hover', 'focus']} placement="bottom">
        {button}
      </Tooltip>
    </Dropdown>
  );
}
