/**
 * Esc closes the innermost popup only: a picker's panel or a select's list inside a drawer or a modal closes on
 * Esc, and the drawer around it stays. The drawer hears keys that bubble from its content (rc-drawer's onKeyDown),
 * so the wrapper stops an Esc that found the popup open before the popup handled it.
 */
import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

const CONTENTS: CSSProperties = { display: 'contents' };

export function useInnermostEscape() {
  const open = useRef(false);
  const wasOpen = useRef(false);
  return {
    /** Give it to the popup's owner (onOpenChange / onDropdownVisibleChange). */
    onOpenChange: (next: boolean) => {
      open.current = next;
    },
    wrapperProps: {
      style: CONTENTS,
      onKeyDownCapture: (event: KeyboardEvent) => {
        wasOpen.current = event.key === 'Escape' && open.current;
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (!wasOpen.current) return;
        wasOpen.current = false;
        open.current = false;
        event.stopPropagation();
      },
    },
  };
}

/** Renders a popup owner so that its Esc stays with it (see useInnermostEscape). */
export function InnermostEscape({ children }: { children: (onOpenChange: (open: boolean) => void) => ReactNode }) {
  const { onOpenChange, wrapperProps } = useInnermostEscape();
  return <span {...wrapperProps}>{children(onOpenChange)}</span>;
}
