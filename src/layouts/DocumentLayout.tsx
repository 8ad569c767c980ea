import { Outlet } from '@umijs/max';

/** The documentation area: opens without the session (spec section 4, step 3). */
export default function DocumentLayout() {
  return <Outlet />;
}
