// Runtime configuration for ops: edit this file in the deployed folder; no rebuild needed, and every browser takes the
// edit on its next page load (never cached, never pre-compressed). Every key is documented in docs/operations.md
// (Runtime configuration); the console reports an unknown or malformed key and uses its default.
window.ROPC_CONFIG = {
  // Identity login page. The console appends ?redirect=<address to come back to>.
  // SET IT FOR A DEPLOYMENT: '/mock-login' is the simulator's page (npm start, npm run preview), which the nginx
  // template refuses (404), so nobody could sign in.
  loginUrl: '/mock-login',
  // Where Log Out sends the user (defaults to loginUrl when empty).
  logoutUrl: '',
  // The address Log Out asks to come back to: a same-origin path (anything else is replaced by '/home').
  // logoutRedirect: '/home',
  // Cookie names shared with the identity service.
  tokenCookie: 'token',
  localeCookie: 'locale',
  // 'cn' makes zh-CN the default UI language; anything else defaults to en-US.
  dataCentre: 'global',
  // Analytics sink: 'none', 'console', or 'beacon:<same-origin path>' (events sent with navigator.sendBeacon);
  // When empty: 'console' under `npm start`, 'none' in the production build.
  analytics: '',
  // Shown in the About line and sent as app_version.
  appVersion: '1.0.0',
  // 'off' removes the service worker that keeps the build's files for repeat visits (on by default).
  // assetCache: 'off',
  // 'off' stops the startup calls the boot script makes before the app has loaded (on by default).
  // earlyCalls: 'off',
  // 'off' stops saving antd's styles for the next visit, and removes those saved (on by default).
  // savedStyles: 'off',
};
