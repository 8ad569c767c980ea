/** Reads the ops configuration that /config.js assigns to window.ROPC_CONFIG, with defaults. */
import { safeRedirectPath } from '@/contract/safeRedirect';

export interface RopcConfig {
  loginUrl: string;
  logoutUrl: string;
  /** The same-origin path Log Out asks the identity service to come back to; anything else becomes /home. */
  logoutRedirect: string;
  tokenCookie: string;
  localeCookie: string;
  dataCentre: string;
  /** 'none' | 'console' | 'beacon:/same-origin/path'; empty: console in development, none in production. */
  analytics: string;
  appVersion: string;
  /** 'off' removes the service worker that keeps the build's files for repeat visits (src/shell/assetCache). */
  assetCache: string;
}

declare global {
  interface Window {
    ROPC_CONFIG?: Partial<RopcConfig>;
  }
}

const defaults = (): RopcConfig => ({
  loginUrl: '/mock-login',
  logoutUrl: '',
  logoutRedirect: '/home',
  tokenCookie: 'token',
  localeCookie: 'locale',
  dataCentre: 'global',
  analytics: process.env.NODE_ENV === 'development' ? 'console' : 'none',
  appVersion: '0.0.0',
  assetCache: 'on',
});

export function getRuntimeConfig(): RopcConfig {
  const given = (typeof window !== 'undefined' && window.ROPC_CONFIG) || {};
  const merged = defaults();
  (Object.keys(merged) as (keyof RopcConfig)[]).forEach((key) => {
    const value = given[key];
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value.trim();
  });
  if (!merged.logoutUrl) merged.logoutUrl = merged.loginUrl;
  merged.logoutRedirect = safeRedirectPath(merged.logoutRedirect);
  return merged;
}
