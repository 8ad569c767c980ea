/**
 * The startup calls of spec section 4, made before the bundle has arrived, in the spec's order:
 * 1. the organisation list, with no organisation (a saved one is not used before this visit's list confirms it);
 * 2. for the organisation chosen from the list as startup will choose it (src/session/orgConfirmation.ts),
 *    user info and permissions;
 * 3. once the permissions are known, the shell's and the landing page's first calls that they allow (none for a
 *    user without permissions, who goes to the no-permission page), answered to the same calls of the app
 *    (the query cache, src/request/queryCache.ts).
 * Every call ends by the request layer's timeout; getInitialState adopts them (src/session/boot.ts).
 */
import { API_PREFIX, USER_API_PREFIX } from '@/request/codes';
import { isSuccess } from '@/request/errors';
import { ORG_LIST_PATH, ROLE_INFO_PATH, USER_INFO_PATH } from '@/services/ropc/paths';
import { chooseOrg } from '@/session/orgConfirmation';
import { ask, type Call, type Caller } from './ask';
import { earlyCallsFor } from './earlyCalls';
import type { BootState } from './state';

const ORG_LIST: Call = { method: 'GET', url: `${API_PREFIX}${ORG_LIST_PATH}`, body: '' };
const USER_INFO: Call = { method: 'POST', url: `${USER_API_PREFIX}${USER_INFO_PATH}`, body: '{}' };
const ROLE_INFO: Call = { method: 'POST', url: `${API_PREFIX}${ROLE_INFO_PATH}`, body: '{}' };

/** The data of a success answer, else undefined. */
const dataOf = (body: unknown): unknown => (isSuccess(body) ? body.data : undefined);

export interface Visit extends Caller {
  /** The organisation saved by an earlier visit ('' on a first visit). */
  savedOrg: string;
  pathname: string;
  search: string;
}

export function startCalls(visit: Visit): BootState {
  const caller: Caller = { token: visit.token, locale: visit.locale };
  const state: BootState = { token: visit.token, busId: '', locale: visit.locale, calls: {} };
  const orgList = ask(ORG_LIST, caller, '');
  // Registered before startup reads the list: state.busId names the choice by then.
  const chosen = orgList.then((body) => {
    const list = dataOf(body);
    state.busId = (Array.isArray(list) && chooseOrg(list, visit.savedOrg)) || '';
    return state.busId;
  });
  const forChosen = (call: Call) => chosen.then((orgId) => (orgId ? ask(call, caller, orgId) : null));
  state.calls = { orgList, userInfo: forChosen(USER_INFO), roleInfo: forChosen(ROLE_INFO) };
  const permissions = state.calls.roleInfo!.then((body) => {
    const codes = (dataOf(body) as { menuAuths?: unknown } | undefined)?.menuAuths;
    return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
  });
  state.early = earlyCallsFor(visit.pathname, visit.search).map(({ needs, ...call }) => ({
    ...call,
    answer: Promise.all([chosen, permissions]).then(([orgId, codes]) =>
      orgId && needs(codes) ? ask(call, caller, orgId) : null,
    ),
  }));
  return state;
}
