/**
 * A dialog rendered ahead: an Add dialog's form is mounted, closed and hidden, once its page is ready and the
 * browser idle, so that its first open only shows it (mounting the form was most of a first open: 0.45-0.65 s
 * under 4x CPU throttling). Until it has been opened and closed once; then it is destroyed on close as before.
 *
 * Mounted hidden, the form's first field did not take the focus (ProForm focuses it when it mounts), and the focus
 * stayed on the Add button: Esc did nothing until antd moved the focus in at the end of the opening motion. So a
 * form rendered ahead focuses its first field itself when it opens, as a freshly mounted one does.
 */
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';

export interface RenderAheadState {
  /** Render the dialog's content while it is closed. */
  ahead: boolean;
  /** Whether the dialog is open. */
  open: boolean;
}

export const RenderAhead = createContext<RenderAheadState>({ ahead: false, open: false });

/** The fields ProForm's autoFocusFirstInput would focus: the first that takes text or a choice. */
const FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled])';
/** Not shown: ProForm's hidden input, and the whole dialog until antd shows it (a render after it opens). */
const NOT_SHOWN = '[hidden], [style*="display: none"]';
/** How many frames to try for. */
const MAX_FRAMES = 30;

function FocusFirstFieldOnOpen({ children }: { children: ReactNode }) {
  const { open } = useContext(RenderAhead);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const content = box.current;
      if (!content || content.contains(document.activeElement)) return; // the user got there first
      [...content.querySelectorAll<HTMLElement>(FIELD)].find((field) => !field.closest(NOT_SHOWN))?.focus();
      // Until antd shows the dialog, no field takes the focus: again on the next frame.
      if (!content.contains(document.activeElement) && (tries += 1) < MAX_FRAMES)
        frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <div ref={box} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

const focusFirstFieldOnOpen = (node: ReactNode) => <FocusFirstFieldOnOpen>{node}</FocusFirstFieldOnOpen>;

/**
 * Spread into a ModalForm's modalProps: renders the content while closed, and focuses its first field when it
 * opens. The focusing wrapper is there whether or not the form is rendered ahead: a dialog opened before its
 * render ahead, which then arrives, keeps its content (adding a wrapper would remount it and lose what was typed).
 */
export function useRenderAhead(): { forceRender?: boolean; modalRender: (node: ReactNode) => ReactNode } {
  return { modalRender: focusFirstFieldOnOpen, ...(useContext(RenderAhead).ahead && { forceRender: true }) };
}
