/** The console's own addresses startup and its redirects name (import-free: the boot script reads them too). */
export const HOME_PATH = '/home';
export const NO_AUTH_PATH = '/noAuth';
export const EXCEPTION_PATH = '/exception';

/** The page an address shows: the index redirects to Home (config/routes.ts), where sign-in lands. */
export const pageOf = (pathname: string): string => (pathname === '/' ? HOME_PATH : pathname);

/** The documentation opens without a session (spec section 4, step 3). */
export function isDocumentPath(pathname: string): boolean {
  return pathname === '/document' || pathname.startsWith('/document/');
}
