/**
 * A detail opened from the address (/organization?org=…) belongs to the organisation in effect when it opened.
 * After a switch of organisation (the page remounts on the new one), the area's list shows instead of "does not
 * exist or is not under the current organization", and the detail's parameter leaves the address.
 */
import { useModel } from '@umijs/max';
import { useEffect } from 'react';
import { orgInEffect } from '@/session/currentOrg';

// Module state: it must outlive the remount that a switch causes.
let openedUnder: string | undefined;

/** Whether the open detail is left from before a switch; `close` is then called once to drop it from the address. */
export function useDetailOfOrg(open: boolean, close: () => void): boolean {
  const { initialState } = useModel('@@initialState');
  const orgId = orgInEffect(initialState);
  const left = open && !!orgId && !!openedUnder && openedUnder !== orgId;
  useEffect(() => {
    if (!orgId) return;
    if (left) close();
    openedUnder = open && !left ? orgId : undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, orgId, left]);
  return left;
}

/** For tests: forget the organisation a detail was opened under. */
export function resetDetailOfOrg() {
  openedUnder = undefined;
}
