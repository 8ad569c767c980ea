import { t } from '@/locales/t';

const ITEMS = [0, 1, 2, 3, 4, 5];

let layoutShown = false;
/** A layout has rendered (called while it renders): from now on a page loading shows inside its content area. */
export function markLayoutShown() {
  layoutShown = true;
}
export const isLayoutShown = () => layoutShown;

function MenuBars() {
  return (
    <>
      {ITEMS.map((i) => (
        <div key={i} className="app-shell-item" />
      ))}
    </>
  );
}

/** The shell's menu bars alone: the side menu's place in the layout until the menu mounts (layoutConfig). */
export function MenuOutline() {
  return (
    <div className="menu-outline" data-testid="menu-outline" aria-hidden="true">
      <MenuBars />
    </div>
  );
}

/**
 * The app shell while the session starts (Umi's initialState loading): the same markup as the static shell of
 * index.html (config/shell/shell.html, styled by its inline CSS), so React taking over paints nothing new.
 * StartupShell.test.tsx keeps the two identical.
 */
export function ShellMarkup() {
  return (
    <div className="app-shell" data-testid="app-shell" aria-hidden="true">
      <div className="app-shell-header">
        <div className="app-shell-logo" />
        <div className="app-shell-title" />
      </div>
      <div className="app-shell-side">
        <MenuBars />
      </div>
      <div className="app-shell-main">
        {/* An SVG, not a bordered div: it counts as content, so the shell is the first contentful paint. */}
        <svg className="app-shell-spinner" viewBox="0 0 32 32" width="32" height="32">
          <circle className="app-shell-track" cx="16" cy="16" r="13" />
          <path className="app-shell-arc" d="M16 3a13 13 0 0 1 13 13" />
        </svg>
      </div>
    </div>
  );
}

export default function StartupShell() {
  return (
    <div role="status" aria-label={t('shell.loading')} aria-busy>
      <ShellMarkup />
    </div>
  );
}
