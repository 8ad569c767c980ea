/**
 * A dialog rendered ahead: an Add dialog's form is mounted, closed and hidden, once its page is ready and the
 * browser idle, so that its first open only shows it (mounting the form was most of a first open: 0.45-0.65 s
 * under 4x CPU throttling). Until it has been opened and closed once; then it is destroyed on close as before.
 */
import { createContext, useContext } from 'react';

export const RenderAhead = createContext(false);

/** Spread into a ModalForm's modalProps (or a DrawerForm's drawerProps): renders the content while closed. */
export function useRenderAhead(): { forceRender?: boolean } {
  return useContext(RenderAhead) ? { forceRender: true } : {};
}
