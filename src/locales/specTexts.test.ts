/**
 * The spec's own texts stay exactly as the spec writes them (/work/shared/spec/product-spec.md; the copy pass of
 * issue 21 rewrote everything around them, docs/style-guide.md). Each row: the catalog key, the text quoted from
 * the spec, and where the spec says it. A spec text that lists names in running prose ("Alarm types: task
 * exception, device failure, …") is sentence-cased in the UI: those rows compare with the first letter lowered.
 */
import enUS from './catalogs/en-US';
import jaJP from './catalogs/ja-JP';
import zhCN from './catalogs/zh-CN';

type Key = keyof typeof enUS;

const EXACT: Array<[Key, string, string]> = [
  [
    'layout.noAuth',
    'You currently have no organization permissions, please contact the administrator for configuration.',
    '§2 no-permission page',
  ],
  ['validation.minLength4', 'Minimum length must be 4 or more', '§5'],
  ['request.error.fallback', 'Request error, please retry', '§8 fallback text'],
  ['request.code.010001', 'Account name is duplicate', '§8 messages'],
  ['request.code.010002', 'Organization name is duplicate', '§8 messages'],
  ['request.code.010003', 'Distributor name is duplicate', '§8 messages'],
  ['request.code.010004', 'Account does not exist', '§8 messages'],
  ['request.code.010005', 'The user has joined this manufacturer', '§8 messages'],
  ['request.code.010006', 'User already exists', '§8 messages'],
  ['failure.add', 'Add Failed', '§8 messages'],
  ['failure.modify', 'Modification Failed', '§8 messages'],
  ['failure.delete', 'Delete Failed', '§8 messages'],
  ['failure.edit', 'Edit Failed', '§8 messages'],
  ['success.add', 'Add Successful', '§8 success messages ("Add, Modification, Delete and Edit Successful")'],
  ['success.modify', 'Modification Successful', '§8 success messages'],
  ['success.delete', 'Delete Successful', '§8 success messages'],
  ['success.edit', 'Edit Successful', '§8 success messages'],
  ['success.rename', 'Name Change Successful', '§8 success messages'],
  ['user.add.success', 'User Added Successfully', '§8 success messages'],
  ['common.copySuccess', 'Copy Success', '§8 success messages'],
  [
    'manufacturer.create.confirm',
    'Confirm the creation of this distributor? Once created, it cannot be deleted!',
    '§8 confirmations',
  ],
  [
    'role.delete.confirm',
    'Please confirm whether to delete this role, irreversible after deletion',
    '§8 confirmations (the list ends with its full stop)',
  ],
  ['home.period.all', 'All', '§1 filters'],
  ['home.period.7', 'Last 7 Days', '§1 filters'],
  ['home.period.30', 'Last 30 Days', '§1 filters'],
  ['home.action.manageOrganization', 'Manage Organization', '§1 entry actions'],
  ['home.action.manageManufacturer', 'Manage Manufacturer', '§1 entry actions'],
  ['layout.logout', 'Log Out', '§1 entry actions'],
  ['role.default.admin', 'Administrator', '§3 default roles'],
  ['role.default.user', 'Ordinary user', '§3 default roles'],
];

/** Named in running prose by the spec, sentence-cased on screen. */
const SENTENCE_CASED: Array<[Key, string, string]> = [
  ['alarm.type.taskException', 'task exception', '§3 alarm types'],
  ['alarm.type.deviceFailure', 'device failure', '§3 alarm types'],
  ['alarm.type.locationLoss', 'location loss', '§3 alarm types'],
  ['alarm.type.consumableReplacement', 'consumable replacement', '§3 alarm types'],
  ['alarm.type.rechargeFailed', 'recharge failed', '§3 alarm types'],
  ['alarm.type.elevatorRide', 'abnormal elevator ride', '§3 alarm types'],
  ['alarm.type.workstationFailure', 'workstation failure', '§3 alarm types'],
  ['alarm.type.machineTrapped', 'machine trapped', '§3 alarm types'],
  ['alarm.type.abnormalSupply', 'abnormal supply', '§3 alarm types'],
  ['alarm.type.abnormalGate', 'abnormal gate', '§3 alarm types'],
  ['home.filter.allOrgs', 'all organizations', '§1 data overview filters'],
  ['home.filter.allDevices', 'all devices', '§1 data overview filters'],
  ['home.filter.allTypes', 'all device types', '§1 data overview filters'],
];

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

describe("the spec's exact texts", () => {
  it.each(EXACT)('en-US %s is the spec text "%s" (%s)', (key, text) => {
    expect(enUS[key]).toBe(text);
  });

  it.each(SENTENCE_CASED)('en-US %s is the spec name "%s", sentence-cased (%s)', (key, text) => {
    expect(enUS[key]).not.toBe(text); // sentence-cased on screen
    expect(lowerFirst(enUS[key])).toBe(text);
  });

  it('the tab title is, in Chinese, customer operations platform (§1), and its English name matches', () => {
    expect(zhCN['title.platform']).toBe('客户运营平台');
    expect(enUS['title.platform']).toBe('Customer Operations Platform');
  });

  it.each([...EXACT, ...SENTENCE_CASED].map(([key]) => key))('%s is translated in ja-JP and zh-CN', (key) => {
    expect(jaJP[key]).toBeTruthy();
    expect(zhCN[key]).toBeTruthy();
    expect(jaJP[key]).not.toBe(enUS[key]);
    expect(zhCN[key]).not.toBe(enUS[key]);
  });
});
