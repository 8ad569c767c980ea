/**
 * The command palette's header button and its shortcut (Ctrl+K, or Cmd+K on a Mac). The palette itself is a
 * chunk of its own, requested when the pointer or focus reaches the button or at the first shortcut, so the
 * first load carries only this button and the key listener.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Button, Grid } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import OverlayBoundary from '@/components/OverlayBoundary';
import { useT } from '@/locales/t';
import { LazyCommandPalette as CommandPalette } from './lazyPalette';

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export default function PaletteButton() {
  const t = useT();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const shortcut = isMac() ? '⌘K' : 'Ctrl K';

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setUsed(true);
        setOpen((was) => !was);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // On a phone the button is the only way in (no keyboard shortcut): an icon, without the shortcut's hint.
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={`${t('palette.open')} (${shortcut})`}
        aria-keyshortcuts={isMac() ? 'Meta+K' : 'Control+K'}
        title={`${t('palette.open')} (${shortcut})`}
        data-testid="palette-button"
        onPointerEnter={CommandPalette.preload}
        onFocus={CommandPalette.preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {screens.lg ? <kbd style={{ fontSize: 11, opacity: 0.75, fontFamily: 'inherit' }}>{shortcut}</kbd> : null}
      </Button>
      {used ? (
        <OverlayBoundary resetKey={String(open)} onClose={() => setOpen(false)}>
          <Suspense fallback={null}>
            <CommandPalette open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </OverlayBoundary>
      ) : null}
    </>
  );
}
