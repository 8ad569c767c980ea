/** Seeds organisations, distributors, accounts, roles, memberships and devices from one seeded generator. */
import { ALL_CODES } from '../../../src/domain/permissions';
import { daysAgo, iso } from '../clock';
import { int, pick, type Rng } from '../random';
import type { Account, Device, Distributor, Membership, Org, Role, Session } from '../types';
import {
  CHILD_ORGS,
  DEVICE_MODELS,
  DEVICE_PREFIX,
  DEVICE_TYPES,
  DISTRIBUTORS,
  STAFF_NAMES,
  TOP_ORGS,
} from './coreData';

export interface CoreTables {
  orgs: Org[];
  distributors: Distributor[];
  accounts: Account[];
  memberships: Membership[];
  roles: Role[];
  devices: Device[];
  sessions: Session[];
}

/** The password of the seeded accounts (documented in mock/README.md); new and reset ones get one-time passwords. */
export const DEFAULT_PASSWORD = 'Ropc@2026';

/** The menu codes of the default role `default_user` (Ordinary user). */
export const DEFAULT_USER_CODES = ['home', 'user', 'account'];

/** The two default roles every organisation has (ids `<busId>-admin`, `<busId>-user`), edited and deleted like any. */
export function defaultRoles(busId: string, createdAt: string): Role[] {
  return [
    {
      id: `${busId}-admin`,
      busId,
      builtIn: 'default_admin',
      name: 'Administrator',
      permissions: [...ALL_CODES],
      createdAt,
    },
    {
      id: `${busId}-user`,
      busId,
      builtIn: 'default_user',
      name: 'Ordinary user',
      permissions: [...DEFAULT_USER_CODES],
      createdAt,
    },
  ];
}

function account(
  userId: string,
  acc: string,
  nickname: string,
  ownerBusId: string,
  created: string,
  extra: Partial<Account> = {},
): Account {
  const email = acc.includes('@');
  return {
    userId,
    account: acc,
    nickname,
    password: DEFAULT_PASSWORD,
    email: email ? acc : '',
    phone: email ? '' : acc,
    remark: '',
    ownerBusId,
    distributorId: null,
    createdAt: created,
    ...extra,
  };
}

function seedOrgs(): Org[] {
  const orgs: Org[] = TOP_ORGS.map((o, i) => ({
    ...o,
    admins: [...o.admins],
    parentId: null,
    createdAt: iso(daysAgo(390 - i * 20)),
  }));
  const perParent = new Map<string, number>();
  CHILD_ORGS.forEach(([parentId, name, code, distributorId], i) => {
    const parent = orgs.find((o) => o.busId === parentId)!;
    const n = (perParent.get(parentId) || 0) + 1;
    perParent.set(parentId, n);
    orgs.push({
      busId: `${parentId}-${n}`,
      name,
      code,
      parentId,
      region: [...parent.region],
      address: parent.address,
      admins: [parent.admins[0]],
      operationModel: parent.operationModel,
      distributorId: distributorId === undefined ? parent.distributorId : distributorId,
      createdAt: iso(daysAgo(300 - i * 12)),
    });
  });
  return orgs;
}

/** The latest of some ISO times: a member joins once the account, the organisation and the role all exist. */
const latest = (...times: string[]) => times.reduce((a, b) => (a > b ? a : b));

function seedPeople(rng: Rng, created: string, orgs: Org[], roles: Role[]) {
  const orgCreated = (busId: string) => orgs.find((o) => o.busId === busId)!.createdAt;
  const roleCreated = (roleId: string) => roles.find((r) => r.id === roleId)!.createdAt;
  const joined = (busId: string, roleId: string, accountCreated = created) =>
    latest(accountCreated, orgCreated(busId), roleCreated(roleId));
  // Demo users, one per startup branch (listed on the mock login page).
  const accounts: Account[] = [
    account('u-admin', 'admin@harbour.example', 'Alice Morgan', 'org-1', created),
    account('u-operator', 'operator@harbour.example', 'Ben Carter', 'org-1', created),
    account('u-distributor', 'sales@pacific-robotics.example', 'Chen Wei', 'dist-1', created, {
      distributorId: 'dist-1',
    }),
    account('u-noorg', 'newcomer@harbour.example', 'Dana Lee', 'org-1', created),
    account('u-noauth', 'pending@harbour.example', 'Eli Novak', 'org-1', created),
    account('u-dist-kanto', 'eigyo@kanto-robotics.example', '山田 太郎', 'dist-2', created, {
      distributorId: 'dist-2',
    }),
    account('u-dist-evergreen', 'support@evergreen.example', 'Sam Rivera', 'dist-4', created, {
      distributorId: 'dist-4',
    }),
    account('u-supervisor', 'supervisor@harbour.example', 'Fatima Haddad', 'org-1', created),
  ];
  const memberships: Membership[] = [
    ...['org-1', 'org-2', 'org-3'].map((busId) => ({
      userId: 'u-admin',
      busId,
      roleId: `${busId}-admin`,
      remark: '',
      createdAt: joined(busId, `${busId}-admin`),
    })),
    {
      userId: 'u-operator',
      busId: 'org-1',
      roleId: 'org-1-user',
      remark: 'Night shift',
      createdAt: joined('org-1', 'org-1-user'),
    },
    {
      userId: 'u-distributor',
      busId: 'org-2',
      roleId: 'org-2-admin',
      remark: 'Distributor support',
      createdAt: joined('org-2', 'org-2-admin'),
    },
    {
      userId: 'u-noauth',
      busId: 'org-1',
      roleId: 'org-1-empty',
      remark: '',
      createdAt: joined('org-1', 'org-1-empty'),
    },
    {
      userId: 'u-supervisor',
      busId: 'org-1',
      roleId: 'org-1-supervisor',
      remark: 'Airport site',
      createdAt: joined('org-1', 'org-1-supervisor'),
    },
  ];
  // Staff of the top organisations, so member and account lists have more than one page.
  for (let i = 0; i < 24; i += 1) {
    const busId = pick(rng, ['org-1', 'org-2', 'org-3']);
    const userId = `u-staff-${i + 1}`;
    const acc = i % 3 === 0 ? `1390000${String(1000 + i).slice(-4)}` : `staff${i + 1}@${busId}.example`;
    const accountAgo = int(rng, 5, 300);
    accounts.push(account(userId, acc, STAFF_NAMES[i % STAFF_NAMES.length], busId, iso(daysAgo(accountAgo))));
    const roleId = i % 5 === 0 ? `${busId}-admin` : `${busId}-user`;
    // Joined after the account was made (the same draws as before, so the rest of the seed stays as it was).
    const joinAgo = Math.min(int(rng, 1, 200), accountAgo - 1);
    memberships.push({
      userId,
      busId,
      roleId,
      remark: i % 4 === 0 ? 'Weekend team' : '',
      createdAt: joined(busId, roleId, iso(daysAgo(joinAgo))),
    });
  }
  return { accounts, memberships };
}

function seedDevices(rng: Rng, orgs: Org[]): Device[] {
  const devices: Device[] = [];
  orgs.forEach((o) => {
    const count = int(rng, 8, 20);
    for (let n = 0; n < count; n += 1) {
      // Every organisation has each of the four types; the rest is a seeded mix.
      const type = n < DEVICE_TYPES.length ? DEVICE_TYPES[n] : pick(rng, DEVICE_TYPES);
      devices.push({
        id: `${o.busId}-dev-${n + 1}`,
        busId: o.busId,
        type,
        model: pick(rng, DEVICE_MODELS[type]),
        name: `${DEVICE_PREFIX[type]}-${o.code}-${String(n + 1).padStart(2, '0')}`,
        serial: `${DEVICE_PREFIX[type]}${int(rng, 100000, 999999)}`,
        createdAt: iso(daysAgo(int(rng, 100, 380))),
      });
    }
  });
  return devices;
}

export function seedCore(rng: Rng): CoreTables {
  const created = iso(daysAgo(400));
  const distributors: Distributor[] = DISTRIBUTORS.map(({ ageDays, ...d }) => ({
    ...d,
    level: d.parentId ? 2 : 1,
    createdAt: iso(daysAgo(ageDays)),
  }));
  const orgs = seedOrgs();
  // An organisation's built-in roles come with it.
  const roles: Role[] = orgs.flatMap((o) => defaultRoles(o.busId, o.createdAt));
  roles.push({
    id: 'org-1-supervisor',
    busId: 'org-1',
    builtIn: null,
    name: 'Site supervisor',
    permissions: ['home', 'user', 'user:create', 'account', 'organization'],
    createdAt: iso(daysAgo(120)),
  });
  roles.push({
    id: 'org-1-empty',
    busId: 'org-1',
    builtIn: null,
    name: 'Pending approval',
    permissions: [],
    createdAt: iso(daysAgo(60)),
  });
  const { accounts, memberships } = seedPeople(rng, created, orgs, roles);
  const devices = seedDevices(rng, orgs);
  return { orgs, distributors, accounts, memberships, roles, devices, sessions: [] };
}
