/**
 * A table toolbar's "add" button with its dialog, keeping the dialog's open state to themselves: opening renders
 * the two of them, not the table or the page around them. With the state in the page, the first open of a dialog
 * waited behind a render of the whole table (issue 19: click to form in 300 ms). The dialog is a lazyDialog.
 */
import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';
import { preloadWhenIdle } from './idlePreload';
import { useDialog } from '@/components/DialogState';
import AddButton from './AddButton';

interface OpenProps {
  open: boolean;
  onClose: () => void;
}

type Props<P extends OpenProps> = {
  /** A lazyDialog: its code preloads on pointer or focus (AddButton), and on idle (here). */
  dialog: ComponentType<P> & { preload: () => void };
  /** The button's text. */
  children: ReactNode;
} & Omit<P, keyof OpenProps>;

export default function AddDialog<P extends OpenProps>({ dialog: Dialog, children, ...props }: Props<P>) {
  const state = useDialog();
  // Once the page is ready and idle: its code, then its form rendered ahead, closed (renderAhead.tsx); in a
  // transition, so the hidden render gives way to anything the user does meanwhile.
  const [ahead, setAhead] = useState(false);
  useEffect(
    () =>
      preloadWhenIdle(() => {
        Dialog.preload();
        startTransition(() => setAhead(true));
      }),
    [Dialog],
  );
  const dialogProps = { ...props, open: state.open, onClose: state.hide, ahead } as unknown as P;
  return (
    <>
      <AddButton preload={Dialog.preload} onClick={() => state.show()} idlePreload={false}>
        {children}
      </AddButton>
      <Dialog key={state.key} {...dialogProps} />
    </>
  );
}
