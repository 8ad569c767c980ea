/**
 * A dialog whose code loads the first time it opens, so a page's first load carries no Modal, drawer form or
 * their fields. Once opened it stays mounted, so it can animate closed and keep its state like any dialog.
 * While the code arrives a full-screen spinner shows; a chunk that fails to load reaches the page's error
 * boundary, which offers a reload.
 */
import { Spin } from 'antd';
import { type ComponentType, Suspense, useState } from 'react';
import { lazyPreloadable } from '@/components/lazyPreloadable';
import { useT } from '@/locales/t';
import { RenderAhead } from './renderAhead';

function DialogLoading() {
  const t = useT();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <Spin fullscreen delay={200} />
    </div>
  );
}

export function lazyDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  isOpen: (props: P) => boolean = (props) => !!(props as { open?: boolean }).open,
) {
  // Preloaded (on idle, or when the pointer reaches its button), it opens without suspending.
  const Dialog = lazyPreloadable(load);
  function LazyDialog({ ahead = false, ...rest }: P & { ahead?: boolean }) {
    const props = rest as P;
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!open && !opened && !ahead) return null;
    return (
      <Suspense fallback={open ? <DialogLoading /> : null}>
        {/* Rendered ahead (renderAhead.tsx) until it has been opened and closed. */}
        <RenderAhead.Provider value={{ ahead: ahead && !(opened && !open), open }}>
          <Dialog {...props} />
        </RenderAhead.Provider>
      </Suspense>
    );
  }
  /** Starts loading the code early, e.g. when the pointer reaches the button that opens the dialog. */
  LazyDialog.preload = Dialog.preload;
  return LazyDialog;
}
