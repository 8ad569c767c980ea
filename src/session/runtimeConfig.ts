/** Reads the ops configuration that /config.js assigns to window.ROPC_CONFIG, with defaults. */
export interface RopcConfig {
  loginUrl: string;
  logoutUrl: string;
  tokenCookie: string;
  localeCookie: string;
  dataCentre: string;
  analytics: string;
  appVersion: string;
}

declare global {
  interface Window {
    ROPC_CONFIG?: Partial<RopcConfig>;
  }
}

const defaults: RopcConfig = {
  loginUrl: '/mock-login',
  logoutUrl: '',
  tokenCookie: 'token',
  localeCookie: 'locale',
  dataCentre: 'global',
  analytics: 'none',
  appVersion: '0.0.0',
};

export function getRuntimeConfig(): RopcConfig {
  const given = (typeof window !== 'undefined' && window.ROPC_CONFIG) || {};
  const merged = { ...defaults };
  (Object.keys(defaults) as (keyof RopcConfig)[]).forEach((key) => {
    const value = given[key];
    if (typeof value === 'string' && value !== '') merged[key] = value;
  });
  if (!merged.logoutUrl) merged.logoutUrl = merged.loginUrl;
  return merged;
}
