// A page as the boot script finds it on a first load: no stored values, no cookies, no boot state or runtime
// configuration, no theme, no preloads or styles in <head>, at /home. For the boot tests (src/speed/boot, session).

export function setCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export function freshPage() {
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
  delete window.__ropcBoot;
  delete window.ROPC_CONFIG;
  document.documentElement.removeAttribute('data-theme');
  document.head
    .querySelectorAll('meta[name="ropc-preload"], meta[name="ropc-build"], link, style')
    .forEach((n) => n.remove());
  window.history.replaceState(null, '', '/home');
}
