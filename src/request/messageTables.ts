/**
 * The message tables of the error catalogue (spec section 8), as locale keys:
 * - overrides: `METHOD path` -> business code -> message, for interfaces whose message should say more than the
 *   common one (Add/Modification/Delete Failed instead of a generic error, the item that was not found...);
 *   a `code:rule` entry (e.g. `010007:duplicate`) applies when the answer's data.rule names that rule;
 * - reasons: `METHOD path` -> data.reasonCode -> message, for 060103;
 * - commonCodes: the codes of the per-language table of common service errors (`request.code.<code>`).
 * A `*` in a path stands for one segment (an id). Keys of other areas may be added here by their owners.
 */
import type { MessageKey } from '@/locales/types';
import { Code } from './codes';

export type CodeTable = Partial<Record<string, MessageKey>>;

const ROLE_WRITE = {
  '010008': 'request.role.notFound',
  '010009': 'request.role.conflict',
  '010007:duplicate': 'role.name.duplicate',
} as const;

export const overrides: Record<string, CodeTable> = {
  'GET /api/ropc/business/user/list': { [Code.defaultError]: 'request.startup.loadFailed' },
  'POST /api/user/user/info': { [Code.defaultError]: 'request.startup.loadFailed' },
  'POST /api/ropc/auth/role/info': { [Code.defaultError]: 'request.startup.loadFailed' },
  'POST /api/ropc/business': {
    [Code.defaultError]: 'failure.add',
    '010007': 'request.org.invalid',
    '010012': 'request.org.noCreatePermission',
  },
  'PATCH /api/ropc/business/*': { [Code.defaultError]: 'failure.modify' },
  'POST /api/ropc/distributor': { [Code.defaultError]: 'failure.add' },
  'POST /api/ropc/auth/role/create': {
    [Code.defaultError]: 'failure.add',
    '010012': 'request.role.noCreatePermission',
    ...ROLE_WRITE,
  },
  'PATCH /api/ropc/auth/role/update': {
    [Code.defaultError]: 'failure.modify',
    '010012': 'request.role.noUpdatePermission',
    ...ROLE_WRITE,
  },
  'DELETE /api/ropc/auth/role/delete/*': {
    [Code.defaultError]: 'failure.delete',
    '010012': 'request.role.noDeletePermission',
    ...ROLE_WRITE,
  },
  'POST /api/ropc/auth/role/find/*': { '010008': 'request.role.notFound' },
  'POST /api/ropc/tutorial/create': { [Code.defaultError]: 'failure.add' },
  'POST /api/ropc/user/add': { [Code.defaultError]: 'failure.add' },
  'PATCH /api/ropc/user/role': { [Code.defaultError]: 'failure.modify' },
  'DELETE /api/ropc/user/remove/*': { [Code.defaultError]: 'failure.delete' },
  'PATCH /api/ropc/account/update': { [Code.defaultError]: 'failure.edit' },
  'POST /api/ropc/account/password/reset': { [Code.defaultError]: 'failure.modify' },
  'DELETE /api/ropc/account/delete/*': { [Code.defaultError]: 'failure.delete' },
  'POST /api/user/user/invitation/accept': { '010008': 'profile.invitation.codeWrong' },
  'POST /api/user/user/invitation/decline': { '010008': 'profile.invitation.gone' },
};

export const reasons: Record<string, Record<string, MessageKey>> = {
  'DELETE /api/ropc/auth/role/delete/*': {
    ROLE_IN_USE: 'request.reason.roleInUse',
    ROLE_BUILT_IN: 'request.reason.roleBuiltIn',
    LAST_FULL_ROLE: 'request.reason.lastFullRole',
  },
  'PATCH /api/ropc/auth/role/update': {
    ROLE_BUILT_IN: 'request.reason.roleBuiltInUpdate',
    OWN_ROLE: 'request.reason.ownRole',
    LAST_FULL_ROLE: 'request.reason.lastFullRole',
  },
  'POST /api/ropc/auth/role/create': {
    ROLE_LIMIT: 'request.reason.roleLimit',
  },
  'POST /api/ropc/business': {
    ORG_LIMIT: 'request.reason.orgLimit',
    ADMIN_NOT_FOUND: 'request.reason.adminNotFound',
  },
};

export const commonCodes: readonly string[] = [
  Code.defaultError,
  Code.sessionExpired,
  Code.noAccess,
  '010001',
  '010002',
  '010003',
  '010004',
  '010005',
  '010006',
  '010007',
  '010008',
  '010009',
  '010010',
  '010011',
  '010012',
  '010013',
  '010014',
  '010015',
  '010016',
  '010017',
  '010018',
  '010021',
  '010022',
];
