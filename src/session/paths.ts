/** The console's own addresses startup and its redirects name (import-free: the boot script reads them too). */
export const HOME_PATH = '/home';
export const NO_AUTH_PATH = '/noAuth';
export const EXCEPTION_PATH = '/exception';

/** The documentation opens without a session (spec section 4, step 3). */
export function isDocumentPath(pathname: string): boolean {
  return pathname === '/document' || pathname.startsWith('/document/');
}
