/** Seeds organisations, distributors, accounts, roles, memberships and devices. */
import { ALL_CODES } from '../../../src/services/ropc/permissions';
import { daysAgo, iso } from '../clock';
import { int, pick, type Rng } from '../random';
import type { Account, Device, Distributor, Membership, Org, Role, Session } from '../types';

export interface CoreTables {
  orgs: Org[];
  distributors: Distributor[];
  accounts: Account[];
  memberships: Membership[];
  roles: Role[];
  devices: Device[];
  sessions: Session[];
}

/** The default password of new and reset accounts (documented in mock/README.md). */
export const DEFAULT_PASSWORD = 'Ropc@2026';

const USER_CODES = ['home', 'user', 'account'];

const TOP_ORGS: Array<Pick<Org, 'busId' | 'name' | 'code' | 'region' | 'address' | 'operationModel'>> = [
  { busId: 'org-1', name: 'Harbour Facilities Group', code: 'HFG', region: ['US', 'US-CA', 'US-CA-SF'], address: '1 Market St', operationModel: 'direct' },
  { busId: 'org-2', name: '東京クリーンサービス', code: 'TCS', region: ['JP', 'JP-13', 'JP-13-SHIBUYA'], address: '渋谷2-21-1', operationModel: 'leased' },
  { busId: 'org-3', name: '上海洁净物业管理', code: 'SHJJ', region: ['CN', 'CN-SH', 'CN-SH-PD'], address: '浦东新区世纪大道100号', operationModel: 'distributor' },
];

const CHILD_ORGS: Array<[string, string, string]> = [
  ['org-1', 'Harbour Airport Terminal 2', 'HFG-T2'],
  ['org-1', 'Harbour Convention Center', 'HFG-CC'],
  ['org-1', 'Bayview Shopping Mall', 'HFG-BSM'],
  ['org-2', '羽田ターミナルビル', 'TCS-HND'],
  ['org-2', '新宿オフィスタワー', 'TCS-SJK'],
  ['org-3', '虹桥机场T2航站楼', 'SHJJ-HQ'],
  ['org-3', '陆家嘴金融中心', 'SHJJ-LJZ'],
  ['org-3', '徐家汇商业广场', 'SHJJ-XJH'],
];

const DEVICE_TYPES: Device['type'][] = ['scrubber', 'sweeper', 'vacuum', 'disinfection'];
const DEVICE_PREFIX: Record<Device['type'], string> = { scrubber: 'SC', sweeper: 'SW', vacuum: 'VC', disinfection: 'DS' };

function adminRole(busId: string, created: string): Role {
  return { id: `${busId}-admin`, busId, builtIn: 'default_admin', name: 'Administrator', permissions: [...ALL_CODES], createdAt: created };
}

function userRole(busId: string, created: string): Role {
  return { id: `${busId}-user`, busId, builtIn: 'default_user', name: 'Ordinary user', permissions: [...USER_CODES], createdAt: created };
}

function account(userId: string, acc: string, nickname: string, ownerBusId: string, created: string, extra: Partial<Account> = {}): Account {
  return {
    userId,
    account: acc,
    nickname,
    password: DEFAULT_PASSWORD,
    email: acc.includes('@') ? acc : '',
    phone: acc.includes('@') ? '' : acc,
    remark: '',
    ownerBusId,
    distributorId: null,
    createdAt: created,
    ...extra,
  };
}

export function seedCore(rng: Rng): CoreTables {
  const created = iso(daysAgo(400));
  const distributors: Distributor[] = [
    { id: 'dist-1', name: 'Pacific Robotics Distribution', code: 'PRD', level: 1, parentId: null, createdAt: iso(daysAgo(380)) },
    { id: 'dist-2', name: '関東ロボティクス販売', code: 'KRS', level: 2, parentId: 'dist-1', createdAt: iso(daysAgo(300)) },
    { id: 'dist-3', name: '华东智能清洁', code: 'HDZN', level: 2, parentId: 'dist-1', createdAt: iso(daysAgo(250)) },
  ];
  const orgs: Org[] = TOP_ORGS.map((o, i) => ({
    ...o,
    parentId: null,
    admins: [i === 0 ? 'admin@harbour.example' : i === 1 ? 'kanri@tokyo-clean.example' : '13800138000'],
    distributorId: i === 0 ? null : i === 1 ? 'dist-2' : 'dist-3',
    createdAt: iso(daysAgo(390 - i * 20)),
  }));
  CHILD_ORGS.forEach(([parentId, name, code], i) => {
    const parent = orgs.find((o) => o.busId === parentId)!;
    orgs.push({
      busId: `org-${parentId.slice(4)}-${i + 1}`,
      name,
      code,
      parentId,
      region: parent.region,
      address: parent.address,
      admins: [parent.admins[0]],
      operationModel: parent.operationModel,
      distributorId: parent.distributorId,
      createdAt: iso(daysAgo(200 - i * 15)),
    });
  });

  const roles: Role[] = [];
  orgs.forEach((o) => roles.push(adminRole(o.busId, created), userRole(o.busId, created)));
  roles.push({ id: 'org-1-supervisor', busId: 'org-1', builtIn: null, name: 'Site supervisor', permissions: ['home', 'user', 'user:create', 'account', 'organization'], createdAt: iso(daysAgo(120)) });
  roles.push({ id: 'org-1-empty', busId: 'org-1', builtIn: null, name: 'Pending approval', permissions: [], createdAt: iso(daysAgo(60)) });

  // Demo users, one per startup branch (listed on the mock login page).
  const accounts: Account[] = [
    account('u-admin', 'admin@harbour.example', 'Alice Morgan', 'org-1', created),
    account('u-operator', 'operator@harbour.example', 'Ben Carter', 'org-1', created),
    account('u-distributor', 'sales@pacific-robotics.example', 'Chen Wei', 'dist-1', created, { distributorId: 'dist-1' }),
    account('u-noorg', 'newcomer@harbour.example', 'Dana Lee', 'org-1', created),
    account('u-noauth', 'pending@harbour.example', 'Eli Novak', 'org-1', created),
  ];
  const memberships: Membership[] = [
    ...['org-1', 'org-2', 'org-3'].map((busId) => ({ userId: 'u-admin', busId, roleId: `${busId}-admin`, remark: '', createdAt: created })),
    { userId: 'u-operator', busId: 'org-1', roleId: 'org-1-user', remark: 'Night shift', createdAt: created },
    { userId: 'u-distributor', busId: 'org-2', roleId: 'org-2-admin', remark: 'Distributor support', createdAt: created },
    { userId: 'u-noauth', busId: 'org-1', roleId: 'org-1-empty', remark: '', createdAt: created },
  ];
  // Staff of the seeded organisations, so member and account lists have pages.
  const FIRST = ['Grace', 'Hiro', 'Ivy', 'Jun', 'Kai', 'Lena', 'Mika', 'Noah', 'Olga', 'Pei', 'Quinn', 'Rin', 'Sora', 'Tao', 'Uma', 'Yuki', '王芳', '李娜', '佐藤', '鈴木'];
  for (let i = 0; i < 24; i += 1) {
    const busId = pick(rng, ['org-1', 'org-2', 'org-3']);
    const userId = `u-staff-${i + 1}`;
    const name = FIRST[i % FIRST.length];
    const acc = i % 3 === 0 ? `1390000${String(1000 + i).slice(-4)}` : `staff${i + 1}@${busId}.example`;
    accounts.push(account(userId, acc, `${name} ${i + 1}`, busId, iso(daysAgo(int(rng, 5, 300)))));
    memberships.push({ userId, busId, roleId: i % 5 === 0 ? `${busId}-admin` : `${busId}-user`, remark: i % 4 === 0 ? 'Weekend team' : '', createdAt: iso(daysAgo(int(rng, 1, 200))) });
  }

  const devices: Device[] = [];
  orgs.forEach((o) => {
    const count = int(rng, 8, 20);
    for (let n = 0; n < count; n += 1) {
      const type = DEVICE_TYPES[n % DEVICE_TYPES.length];
      devices.push({
        id: `${o.busId}-dev-${n + 1}`,
        busId: o.busId,
        type,
        name: `${DEVICE_PREFIX[type]}-${o.code}-${String(n + 1).padStart(2, '0')}`,
        serial: `${DEVICE_PREFIX[type]}${int(rng, 100000, 999999)}`,
        createdAt: iso(daysAgo(int(rng, 100, 380))),
      });
    }
  });

  return { orgs, distributors, accounts, memberships, roles, devices, sessions: [] };
}
