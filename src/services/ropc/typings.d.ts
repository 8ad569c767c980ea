// The API types of the console and the simulator. Those the contract defines are its schemas (generated into
// contract.gen.ts by `npm run contract:types`), never a second hand-written copy; the rest are the envelope, the
// generic page and sums the rules compute.
declare namespace API {
  type Schemas = import('./contract.gen').components['schemas'];

  /** Paged list request and answer (current/pageSize default 1 and 10). */
  type PageParams = Schemas['PageParams'];
  interface Page<T> {
    list: T[];
    total: number;
  }
  /** The platform envelope, shape (b). */
  interface Envelope<T> {
    code: string;
    msg: string;
    data: T;
  }

  type OrgListItem = Schemas['OrgListItem'];

  type UserInfo = Schemas['UserInfo'];

  /** An invitation of the signed-in account to an organisation, accepted with the administrator's one-time code. */
  type Invitation = Schemas['Invitation'];

  type InvitationAnswer = Schemas['InvitationAnswer'];

  type RoleInfo = Schemas['RoleInfo'];

  // Accounts of the members of an organisation (/account).
  type UpdateAccountParams = Schemas['UpdateAccountParams'];

  type ResetPasswordResult = Schemas['ResetPasswordResult'];

  // Alarm messages (contract/openapi.yaml, tag Alarms).
  type AlarmTypeKey = Schemas['AlarmType'];

  type AlarmState = Schemas['AlarmState'];

  /** Filters of the alarm list; from/to are ISO instants bounding the start time. */
  type AlarmFilter = Schemas['AlarmFilter'];

  type AlarmPageParams = Schemas['AlarmPageParams'];

  type AlarmTypeCount = Schemas['AlarmTypeCount'];

  type AlarmItem = Schemas['AlarmItem'];

  /** reason and remedies are in the language of x-locale. */
  type AlarmDetail = Schemas['AlarmDetail'];

  type AlarmUnreadCount = Schemas['AlarmUnreadCount'];

  /** How many alarms changed from unread to read. */
  type AlarmReadResult = Schemas['AlarmReadResult'];

  type AlarmDevice = Schemas['AlarmDevice'];

  // Home dashboards: aggregated task statistics (the console never downloads raw tasks).
  /** Last 7 days, last 30 days (complete days ending yesterday, UTC), or all recorded days. */
  type DashboardPeriod = Schemas['DashboardPeriod'];

  type DeviceType = Schemas['DeviceType'];

  /** Sums over a set of tasks. Areas in m², hours in h. */
  interface DashboardTotals {
    taskCount: number;
    plannedArea: number;
    actualArea: number;
    workingHours: number;
    effectiveHours: number;
  }

  /** Totals plus the derived figures; a derived figure is null when its divisor is zero. */
  type DashboardMetrics = Schemas['DashboardMetrics'];

  type DashboardSummary = Schemas['DashboardSummary'];

  type DashboardDay = Schemas['DashboardDay'];

  type DashboardTrend = Schemas['DashboardTrend'];

  type DashboardFilters = Schemas['DashboardFilters'];

  type DashboardSortField = Schemas['DashboardSortField'];

  type DashboardDevicesQuery = Schemas['DashboardDevicesQuery'];

  type DashboardDeviceRow = Schemas['DashboardDeviceRow'];

  // Home's fleet health (mock/README.md, section Fleet health).
  type DashboardAlarmsQuery = Schemas['DashboardAlarmsQuery'];

  type DashboardAlarmDevice = Schemas['DashboardAlarmDevice'];

  type DashboardAlarms = Schemas['DashboardAlarms'];

  /** Needs attention now: the ongoing alarms in scope, by device (getDashboardAttention). */
  type DashboardAttentionAlarm = Schemas['DashboardAttentionAlarm'];

  type DashboardAttentionDevice = Schemas['DashboardAttentionDevice'];

  type DashboardAttention = Schemas['DashboardAttention'];

  // Types of the distributor (manufacturer) endpoints (contract/openapi.yaml, tag Distributors).
  type Distributor = Schemas['Distributor'];

  type DistributorQuery = Schemas['DistributorQuery'];

  type DistributorCreate = Schemas['DistributorCreate'];

  // Types of the organization endpoints (contract/openapi.yaml, tag Organizations).
  type OperationModel = Schemas['OperationModel'];

  /** A child organisation as the list and the detail answer it; regionNames are in the language of x-locale. */
  type Organization = Schemas['Organization'];

  type OrganizationQuery = Schemas['OrganizationQuery'];

  type OrganizationCreate = Schemas['OrganizationCreate'];

  /** One node of the region picker, labelled in the language of x-locale. */
  type RegionOption = Schemas['RegionOption'];

  // The signed-in user's profile and password (contract/openapi.yaml, tag Settings).
  type ProfilePatch = Schemas['ProfilePatch'];

  type ProfileAnswer = Schemas['ProfileAnswer'];

  type PasswordChange = Schemas['PasswordChange'];

  // Roles and the permission tree (/role).
  type Role = Schemas['Role'];

  type RoleQuery = Schemas['RoleQuery'];

  type RolePayload = Schemas['RolePayload'];

  /** A menu with its action codes, or (menu: false) a group of actions that has no menu of its own. */
  type PowerNode = Schemas['PowerNode'];

  // Platform settings and personal preferences (contract/openapi.yaml, tag Settings).
  type SettingsLanguage = Schemas['Locale'];
  type ThemeMode = Schemas['ThemeMode'];

  /** Settings of the organisation in x-bus-id. */
  type OrgSettings = Schemas['OrgSettings'];

  type OrgSettingsPatch = Schemas['OrgSettingsPatch'];

  /** The signed-in user's own preferences, the same in every organisation. */
  type UserPreferences = Schemas['UserPreferences'];

  // Video tutorials (the product documentation's tutorial tab).
  type TutorialLanguage = Schemas['Locale'];

  type Tutorial = Schemas['Tutorial'];

  type TutorialQuery = Schemas['TutorialQuery'];

  type TutorialPayload = Schemas['TutorialPayload'];

  // Members of an organisation (/user). Shared with the account list, which answers the same rows.
  type DefaultRoleCode = Schemas['DefaultRoleCode'];

  type Member = Schemas['Member'];

  /** The writes on a member row: change role and remove (/user), edit, reset password and delete (/account). */
  type MemberAction = Schemas['MemberAction'];

  /**
   * OUT_OF_SCOPE: the account also belongs to an organisation outside the caller's administrative scope (010015);
   * DISTRIBUTOR_STAFF: the account of distributor staff, managed by its distributor (010015);
   * SELF: one's own account cannot be deleted, removed or given another role (010016);
   * HOLDS_MORE: the member's role (for an account write, its role in any of its organisations) has a code the
   *   caller does not hold (010018: nobody acts on more than they hold);
   * LAST_ADMIN: the only administrator of this organisation (of any, for delete) (010017).
   */
  type MemberDenyReason = Schemas['MemberDenyReason'];

  type PeopleQuery = Schemas['PeopleQuery'];

  type AddUserParams = Schemas['AddUserParams'];

  /**
   * The same answer for a new account and an invited existing one (created: always true): defaultPassword is the
   * one-time password or the invitation's code, given once here.
   */
  type AddUserResult = Schemas['AddUserResult'];

  type ChangeRoleParams = Schemas['ChangeRoleParams'];
}
