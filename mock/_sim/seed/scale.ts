/**
 * SIM_SCALE: a larger tenant on top of the usual seed, for performance work (the organisation switcher, long
 * lists, the alarm centre). It appends to the core tables and never changes the base rows: 1,000 organisations
 * `org-s-0001` … `org-s-1000` that u-admin administers, 10 devices each, 2,000 users spread over them; the alarm
 * area then raises 5,000 alarms. Deterministic: its own generator (the seed plus "scale"). Documented in
 * mock/README.md ("A larger tenant").
 */
import { daysAgo, iso } from '../clock';
import { createRng, hashText, int, pick } from '../random';
import type { Account, Device, Membership, Org, Role } from '../types';
import { DEFAULT_PASSWORD, defaultRoles } from './core';
import { DEVICE_MODELS, DEVICE_PREFIX, DEVICE_TYPES, STAFF_NAMES, TOP_ORGS } from './coreData';

export const SCALE = { orgs: 1000, devicesPerOrg: 10, users: 2000, alarms: 5000 } as const;

export const SCALED_ORG_PREFIX = 'org-s-';
export const isScaledOrg = (busId: string) => busId.startsWith(SCALED_ORG_PREFIX);

/** SIM_SCALE set to anything but empty, `0`, `false` or `off`. */
export function envScale(): boolean {
  const raw = (process.env.SIM_SCALE || '').trim().toLowerCase();
  return raw !== '' && raw !== '0' && raw !== 'false' && raw !== 'off';
}

const PLACES = [
  'Northgate',
  'Riverside',
  'Lakeview',
  'Hillcrest',
  'Eastport',
  'Westfield',
  'Southbank',
  'Maple',
  'Cedar',
  'Harbour',
  'Summit',
  'Meadow',
  'Granite',
  'Silver',
  'Oakwood',
  'Bayside',
  'Pinecrest',
  'Sunrise',
  'Stonebridge',
  'Kingsway',
];
const KINDS = [
  'Logistics Centre',
  'Office Tower',
  'Shopping Mall',
  'Hospital',
  'Airport Terminal',
  'Campus',
  'Hotel',
  'Station',
  'Library',
  'Arena',
];
const JA = [
  '物流センター',
  'オフィスタワー',
  'ショッピングモール',
  '病院',
  '空港ターミナル',
  'キャンパス',
  'ホテル',
  '駅',
  '図書館',
  'アリーナ',
];
const JA_PLACES = ['北門', '川辺', '湖畔', '丘の上', '東港', '西野', '南岸', '楓', '杉並', '港'];
const ZH = ['物流中心', '写字楼', '购物中心', '医院', '航站楼', '园区', '酒店', '车站', '图书馆', '体育馆'];
const ZH_PLACES = ['北门', '滨江', '湖景', '山顶', '东港', '西田', '南岸', '枫林', '松柏', '海湾'];

const pad = (n: number) => String(n).padStart(4, '0');

/** Mostly English names, every third Japanese or Chinese; the number keeps them unique. */
function scaledName(n: number): string {
  if (n % 3 === 1) return `${JA_PLACES[n % JA_PLACES.length]}${JA[Math.floor(n / 10) % JA.length]} ${pad(n)}`;
  if (n % 3 === 2) return `${ZH_PLACES[n % ZH_PLACES.length]}${ZH[Math.floor(n / 10) % ZH.length]} ${pad(n)}`;
  return `${PLACES[n % PLACES.length]} ${KINDS[Math.floor(n / 20) % KINDS.length]} ${pad(n)}`;
}

interface Tables {
  orgs: Org[];
  accounts: Account[];
  memberships: Membership[];
  roles: Role[];
  devices: Device[];
}

/** Appends the larger tenant to the core tables (in place). */
export function seedScale(core: Tables, seed: number): void {
  const rng = createRng(seed + hashText('scale'));
  const created = iso(daysAgo(400));
  const scaled: Org[] = [];
  for (let n = 1; n <= SCALE.orgs; n += 1) {
    const top = TOP_ORGS[n % TOP_ORGS.length];
    scaled.push({
      busId: `${SCALED_ORG_PREFIX}${pad(n)}`,
      name: scaledName(n),
      code: `S${pad(n)}`,
      parentId: null,
      region: [...top.region],
      address: top.address,
      admins: ['admin@harbour.example'],
      operationModel: top.operationModel,
      distributorId: null,
      createdAt: iso(daysAgo(int(rng, 20, 380))),
    });
  }
  core.orgs.push(...scaled);
  scaled.forEach((org) => {
    core.roles.push(...defaultRoles(org.busId, created));
    core.memberships.push({
      userId: 'u-admin',
      busId: org.busId,
      roleId: `${org.busId}-admin`,
      remark: '',
      createdAt: created,
    });
    for (let d = 0; d < SCALE.devicesPerOrg; d += 1) {
      const type = d < DEVICE_TYPES.length ? DEVICE_TYPES[d] : pick(rng, DEVICE_TYPES);
      core.devices.push({
        id: `${org.busId}-dev-${d + 1}`,
        busId: org.busId,
        type,
        model: pick(rng, DEVICE_MODELS[type]),
        name: `${DEVICE_PREFIX[type]}-${org.code}-${String(d + 1).padStart(2, '0')}`,
        serial: `${DEVICE_PREFIX[type]}${int(rng, 100000, 999999)}`,
        createdAt: iso(daysAgo(int(rng, 10, 380))),
      });
    }
  });
  for (let u = 1; u <= SCALE.users; u += 1) {
    const org = scaled[(u - 1) % scaled.length];
    const userId = `u-scale-${pad(u)}`;
    const createdAt = iso(daysAgo(int(rng, 1, 300)));
    core.accounts.push({
      userId,
      account: `user${pad(u)}@scale.example`,
      nickname: `${STAFF_NAMES[u % STAFF_NAMES.length]} ${pad(u)}`,
      password: DEFAULT_PASSWORD,
      email: `user${pad(u)}@scale.example`,
      phone: '',
      remark: '',
      ownerBusId: org.busId,
      distributorId: null,
      createdAt,
    });
    core.memberships.push({
      userId,
      busId: org.busId,
      roleId: `${org.busId}-${u % 10 === 0 ? 'admin' : 'user'}`,
      remark: '',
      createdAt,
    });
  }
}
