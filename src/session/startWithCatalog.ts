/**
 * getInitialState: the startup sequence and, alongside its calls, the message catalog of the language that
 * startup chose (step 1 sets the locale before the first request is built). A catalog that cannot load
 * (offline, a redeploy removed the chunk) fails startup like a failed call: the shell offers Retry.
 */
import { loadCatalog } from '@/locales/load';
import { isLeaving } from './redirects';
import { type SessionContext, startSession } from './startup';

export async function startWithCatalog(
  start: () => Promise<SessionContext> = startSession,
  load: () => Promise<void> = () => loadCatalog(),
): Promise<SessionContext> {
  const session = start(); // sets the locale synchronously, before its first await
  // Step 2 may already be sending the user to the login page: nothing to show, nothing to load.
  if (isLeaving()) return session;
  const catalog = load().then(
    () => true,
    () => false,
  );
  const [context, catalogLoaded] = await Promise.all([session, catalog]);
  return catalogLoaded ? context : { ...context, failed: true };
}
