/**
 * Once Log Out has forgotten the session, the page is on its way to the logout page: a poll or a render that fires
 * in between must not reach the platform without a token (the request interceptor cancels it, silently).
 */
let left = false;

export function markSessionLeft() {
  left = true;
}

export function sessionLeft(): boolean {
  return left;
}
