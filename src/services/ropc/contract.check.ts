/**
 * What the generated types alone cannot say: the API types are the contract's schemas (typings.d.ts aliases
 * contract.gen.ts), but the generic page, a few composed shapes and each service function's answer are written
 * here, so tsc (`npm run lint`) checks them against the contract both ways. Each service function's answer is the
 * `data` of its operation (the operationId is the function's name).
 */
import type { components, operations } from './contract.gen';
import type * as account from './account';
import type * as alarm from './alarm';
import type * as dashboard from './dashboard';
import type * as manufacturer from './manufacturer';
import type * as organization from './organization';
import type * as profile from './profile';
import type * as role from './role';
import type * as session from './session';
import type * as settings from './settings';
import type * as tutorial from './tutorial';
import type * as user from './user';

type S = components['schemas'];

/** true when A and B are assignable to each other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;

export type SchemaChecks = [
  Check<Same<API.Page<API.DashboardDeviceRow>, S['DashboardDevicePage']>>,
  Check<Same<API.Page<API.AlarmItem>, S['AlarmPage']>>,
  Check<Same<API.Page<API.Organization>, S['OrganizationPage']>>,
  Check<Same<API.Page<API.Distributor>, S['DistributorPage']>>,
  Check<Same<API.Page<API.Member>, S['MemberPage']>>,
  Check<Same<API.Page<API.Role>, S['RolePage']>>,
  Check<Same<API.RolePayload & { id: string }, S['RoleUpdate']>>,
  Check<Same<Partial<API.UserPreferences>, S['PreferencesPatch']>>,
  Check<Same<API.Page<API.Tutorial>, S['TutorialPage']>>,
];

/** The `data` of an operation's success answer. */
type DataOf<Op extends keyof operations> = operations[Op]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Extract<Body, { code: '000200' }> extends { data?: infer Data }
    ? Exclude<Data, undefined>
    : never
  : never;

const services = {
  ...({} as typeof account),
  ...({} as typeof alarm),
  ...({} as typeof dashboard),
  ...({} as typeof manufacturer),
  ...({} as typeof organization),
  ...({} as typeof profile),
  ...({} as typeof role),
  ...({} as typeof session),
  ...({} as typeof settings),
  ...({} as typeof tutorial),
  ...({} as typeof user),
};
type Services = typeof services;
/** What a service function's promise gives. */
type Answer<F> = F extends (...args: any[]) => Promise<infer T> ? T : never;

type Named = keyof Services & keyof operations;
/** The service functions whose answer is not their operation's data: tsc names them here. */
type Mismatched = { [Name in Named]: Same<Answer<Services[Name]>, DataOf<Name>> extends true ? never : Name }[Named];
export const answerMismatches: [Mismatched] extends [never] ? 'none' : Mismatched = 'none';
/** The names checked above (a guard: the check must not be vacuous). */
export const checkedAnswers: Named[] = [
  'listRoles',
  'getCurrentUser',
  'getOrgSettings',
  'deleteAccount',
  'getDashboardAlarms',
  'getDashboardAttention',
  'countAlarmTypes',
  'listMembers',
];
