/**
 * The names the console keeps its values under in the browser, import-free so that the boot script
 * (src/speed/boot) reads exactly what src/session/storage.ts writes.
 */
export const LOCAL_TOKEN = 'token';
export const LOCAL_ORG = 'currentOrgId';
/** Umi's locale plugin keeps the chosen language under this key (useLocalStorage). */
export const LOCAL_LOCALE = 'umi_locale';
export const SESSION_MODE = 'mode';
/** The layout theme per user id (a copy of the platform's user preference, for a first paint without a flash). */
export const LOCAL_THEME = 'ropc.theme';
