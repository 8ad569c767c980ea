/**
 * The drawer opened over any page by ?panel=profile|settings. Opening adds a history entry, so the browser's
 * Back closes the drawer; closing goes back to that entry's page (or, for a link opened directly, drops the
 * parameter in place). Switching from one drawer to the other replaces the entry.
 */
import { useLocation, useNavigate } from '@umijs/max';
import { useCallback } from 'react';

export const PANELS = ['profile', 'settings'] as const;
export type Panel = (typeof PANELS)[number];

const KEY = 'panel';
interface PanelState {
  panelPushed?: boolean;
}

const withPanel = (search: string, panel?: Panel) => {
  const params = new URLSearchParams(search);
  if (panel) params.set(KEY, panel);
  else params.delete(KEY);
  const query = params.toString();
  return query ? `?${query}` : '';
};

export function usePanelUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = new URLSearchParams(location.search).get(KEY);
  const panel = PANELS.find((p) => p === raw);
  const pushed = !!(location.state as PanelState | null)?.panelPushed;

  const open = useCallback(
    (next: Panel) => {
      const to = `${location.pathname}${withPanel(location.search, next)}`;
      navigate(to, { replace: !!panel && pushed, state: { panelPushed: true } satisfies PanelState });
    },
    [location.pathname, location.search, navigate, panel, pushed],
  );

  const close = useCallback(() => {
    if (pushed) navigate(-1);
    else navigate(`${location.pathname}${withPanel(location.search)}`, { replace: true });
  }, [location.pathname, location.search, navigate, pushed]);

  return { panel, open, close };
}
