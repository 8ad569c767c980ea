/** Business codes, showTypes and limits of the platform contract (spec sections 8 and 9). */
export const API_PREFIX = '/api/ropc';
export const USER_API_PREFIX = '/api/user';
export const REQUEST_TIMEOUT = 30000;

export const Code = {
  success: '000200',
  defaultError: '000500',
  sessionExpired: '000401',
  noAccess: '000402',
  specialReason: '060103',
} as const;

export const ShowType = {
  silent: 0,
  warning: 1,
  error: 2,
  notification: 4,
  redirect: 9,
} as const;

export const NOTIFY_SECONDS = 1.5;
