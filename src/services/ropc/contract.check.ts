/**
 * The console's hand-written API types (typings*.d.ts) against the types generated from the contract
 * (contract.gen.ts): tsc (`npm run lint`) fails on any drift. Each `Same` must be true both ways: the console
 * sends nothing the contract does not take, and reads nothing it does not answer. Each service function's
 * answer is the `data` of its operation (the operationId is the function's name).
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
  Check<Same<API.PageParams, S['PageParams']>>,
  Check<Same<API.OrgListItem, S['OrgListItem']>>,
  Check<Same<API.UserInfo, S['UserInfo']>>,
  Check<Same<API.Invitation, S['Invitation']>>,
  Check<Same<API.InvitationAnswer, S['InvitationAnswer']>>,
  Check<Same<API.RoleInfo, S['RoleInfo']>>,
  Check<Same<API.DashboardPeriod, S['DashboardPeriod']>>,
  Check<Same<API.DeviceType, S['DeviceType']>>,
  Check<Same<API.DashboardMetrics, S['DashboardMetrics']>>,
  Check<Same<API.DashboardSummary, S['DashboardSummary']>>,
  Check<Same<API.DashboardDay, S['DashboardDay']>>,
  Check<Same<API.DashboardTrend, S['DashboardTrend']>>,
  Check<Same<API.DashboardFilters, S['DashboardFilters']>>,
  Check<Same<API.DashboardSortField, S['DashboardSortField']>>,
  Check<Same<API.DashboardDevicesQuery, S['DashboardDevicesQuery']>>,
  Check<Same<API.DashboardDeviceRow, S['DashboardDeviceRow']>>,
  Check<Same<API.Page<API.DashboardDeviceRow>, S['DashboardDevicePage']>>,
  Check<Same<API.DashboardAlarmsQuery, S['DashboardAlarmsQuery']>>,
  Check<Same<API.DashboardAlarmDevice, S['DashboardAlarmDevice']>>,
  Check<Same<API.DashboardAlarms, S['DashboardAlarms']>>,
  Check<Same<API.DashboardAttention, S['DashboardAttention']>>,
  Check<Same<API.AlarmTypeKey, S['AlarmType']>>,
  Check<Same<API.AlarmFilter, S['AlarmFilter']>>,
  Check<Same<API.AlarmPageParams, S['AlarmPageParams']>>,
  Check<Same<API.AlarmTypeCount, S['AlarmTypeCount']>>,
  Check<Same<API.AlarmItem, S['AlarmItem']>>,
  Check<Same<API.AlarmDetail, S['AlarmDetail']>>,
  Check<Same<API.Page<API.AlarmItem>, S['AlarmPage']>>,
  Check<Same<API.AlarmUnreadCount, S['AlarmUnreadCount']>>,
  Check<Same<API.AlarmReadResult, S['AlarmReadResult']>>,
  Check<Same<API.AlarmDevice, S['AlarmDevice']>>,
  Check<Same<API.OperationModel, S['OperationModel']>>,
  Check<Same<API.Organization, S['Organization']>>,
  Check<Same<API.Page<API.Organization>, S['OrganizationPage']>>,
  Check<Same<API.OrganizationQuery, S['OrganizationQuery']>>,
  Check<Same<API.OrganizationCreate, S['OrganizationCreate']>>,
  Check<Same<API.RegionOption, S['RegionOption']>>,
  Check<Same<API.Distributor, S['Distributor']>>,
  Check<Same<API.Page<API.Distributor>, S['DistributorPage']>>,
  Check<Same<API.DistributorQuery, S['DistributorQuery']>>,
  Check<Same<API.DistributorCreate, S['DistributorCreate']>>,
  Check<Same<API.DefaultRoleCode, S['DefaultRoleCode']>>,
  Check<Same<API.Member, S['Member']>>,
  Check<Same<API.MemberAction, S['MemberAction']>>,
  Check<Same<API.MemberDenyReason, S['MemberDenyReason']>>,
  Check<Same<NonNullable<API.Member['denied']>, NonNullable<S['Member']['denied']>>>,
  Check<Same<API.Page<API.Member>, S['MemberPage']>>,
  Check<Same<API.PeopleQuery, S['PeopleQuery']>>,
  Check<Same<API.AddUserParams, S['AddUserParams']>>,
  Check<Same<API.AddUserResult, S['AddUserResult']>>,
  Check<Same<API.ChangeRoleParams, S['ChangeRoleParams']>>,
  Check<Same<API.UpdateAccountParams, S['UpdateAccountParams']>>,
  Check<Same<API.ResetPasswordResult, S['ResetPasswordResult']>>,
  Check<Same<API.Role, S['Role']>>,
  Check<Same<API.Page<API.Role>, S['RolePage']>>,
  Check<Same<API.RoleQuery, S['RoleQuery']>>,
  Check<Same<API.RolePayload, S['RolePayload']>>,
  Check<Same<API.RolePayload & { id: string }, S['RoleUpdate']>>,
  Check<Same<API.PowerNode, S['PowerNode']>>,
  Check<Same<API.SettingsLanguage, S['Locale']>>,
  Check<Same<API.OrgSettings, S['OrgSettings']>>,
  Check<Same<API.OrgSettingsPatch, S['OrgSettingsPatch']>>,
  Check<Same<API.ProfilePatch, S['ProfilePatch']>>,
  Check<Same<API.ProfileAnswer, S['ProfileAnswer']>>,
  Check<Same<API.PasswordChange, S['PasswordChange']>>,
  Check<Same<API.ThemeMode, S['ThemeMode']>>,
  Check<Same<API.UserPreferences, S['UserPreferences']>>,
  Check<Same<Partial<API.UserPreferences>, S['PreferencesPatch']>>,
  Check<Same<API.TutorialLanguage, S['Locale']>>,
  Check<Same<API.Tutorial, S['Tutorial']>>,
  Check<Same<API.Page<API.Tutorial>, S['TutorialPage']>>,
  Check<Same<API.TutorialQuery, S['TutorialQuery']>>,
  Check<Same<API.TutorialPayload, S['TutorialPayload']>>,
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
