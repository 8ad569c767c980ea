/** The fixed names of the seeded fleet: organisations, distributors, device models (English, Japanese, Chinese). */
import type { DeviceType, Org } from '../types';

type TopOrg = Pick<
  Org,
  'busId' | 'name' | 'code' | 'region' | 'address' | 'operationModel' | 'admins' | 'distributorId'
>;

export const TOP_ORGS: TopOrg[] = [
  {
    busId: 'org-1',
    name: 'Harbour Facilities Group',
    code: 'HFG',
    region: ['US', 'US-CA', 'US-CA-SF'],
    address: '1 Market St',
    operationModel: 'direct',
    admins: ['admin@harbour.example'],
    distributorId: null,
  },
  {
    busId: 'org-2',
    name: '東京クリーンサービス',
    code: 'TCS',
    region: ['JP', 'JP-13', 'JP-13-SHIBUYA'],
    address: '渋谷2-21-1',
    operationModel: 'leased',
    admins: ['kanri@tokyo-clean.example'],
    distributorId: 'dist-2',
  },
  {
    busId: 'org-3',
    name: '上海洁净物业管理',
    code: 'SHJJ',
    region: ['CN', 'CN-SH', 'CN-SH-PD'],
    address: '浦东新区世纪大道100号',
    operationModel: 'distributor',
    admins: ['13800138000'],
    distributorId: 'dist-3',
  },
];

/** Child organisations: [parent, name, code, distributor (undefined: the parent's)]. org-1 has more than a page. */
export const CHILD_ORGS: Array<[string, string, string, string | null | undefined]> = [
  ['org-1', 'Harbour Airport Terminal 2', 'HFG-T2', undefined],
  ['org-1', 'Harbour Convention Center', 'HFG-CC', undefined],
  ['org-1', 'Bayview Shopping Mall', 'HFG-BSM', 'dist-5'],
  ['org-1', 'Pier 39 Visitor Center', 'HFG-P39', undefined],
  ['org-1', 'Mission Bay Hospital', 'HFG-MBH', undefined],
  ['org-1', 'Union Square Office Park', 'HFG-USO', undefined],
  ['org-1', 'Golden Gate Transit Hub', 'HFG-GGT', undefined],
  ['org-1', 'Oakland Logistics Depot', 'HFG-OLD', 'dist-4'],
  ['org-1', 'Sunset District Library', 'HFG-SDL', undefined],
  ['org-1', '湾岸ホテル サンフランシスコ', 'HFG-WHS', undefined],
  ['org-1', '金门大桥游客中心', 'HFG-JMQ', undefined],
  ['org-2', '羽田ターミナルビル', 'TCS-HND', undefined],
  ['org-2', '新宿オフィスタワー', 'TCS-SJK', undefined],
  ['org-2', '横浜みなとみらいホール', 'TCS-YMM', undefined],
  ['org-3', '虹桥机场T2航站楼', 'SHJJ-HQ', undefined],
  ['org-3', '陆家嘴金融中心', 'SHJJ-LJZ', undefined],
  ['org-3', '徐家汇商业广场', 'SHJJ-XJH', undefined],
  ['org-3', '张江科学城园区', 'SHJJ-ZJ', undefined],
];

/** Two levels: dist-1 and dist-4 at the top, each with subordinate distributors. */
export const DISTRIBUTORS: Array<{ id: string; name: string; code: string; parentId: string | null; ageDays: number }> =
  [
    { id: 'dist-1', name: 'Pacific Robotics Distribution', code: 'PRD', parentId: null, ageDays: 380 },
    { id: 'dist-2', name: '関東ロボティクス販売', code: 'KRS', parentId: 'dist-1', ageDays: 300 },
    { id: 'dist-3', name: '华东智能清洁', code: 'HDZN', parentId: 'dist-1', ageDays: 250 },
    { id: 'dist-4', name: 'Evergreen Cleaning Systems', code: 'ECS', parentId: null, ageDays: 360 },
    { id: 'dist-5', name: '湾区清洁设备服务', code: 'WQQJ', parentId: 'dist-4', ageDays: 180 },
  ];

export const DEVICE_TYPES: DeviceType[] = ['scrubber', 'sweeper', 'vacuum', 'disinfection'];
export const DEVICE_PREFIX: Record<DeviceType, string> = {
  scrubber: 'SC',
  sweeper: 'SW',
  vacuum: 'VC',
  disinfection: 'DS',
};
export const DEVICE_MODELS: Record<DeviceType, string[]> = {
  scrubber: ['Scrubber 50', 'Scrubber 75'],
  sweeper: ['Sweeper 111', 'Sweeper 60'],
  vacuum: ['Vacuum 40'],
  disinfection: ['Disinfector 30', 'Disinfector 45'],
};

export const STAFF_NAMES = [
  'Grace Park',
  'Hiro Tanaka',
  'Ivy Chen',
  'Jun Wang',
  'Kai Müller',
  'Lena Novak',
  'Mika Sato',
  'Noah Brown',
  'Olga Ivanova',
  'Pei Lin',
  'Quinn Reyes',
  'Rin Kobayashi',
  'Sora Inoue',
  'Tao Zhang',
  'Uma Patel',
  'Yuki Mori',
  '王芳',
  '李娜',
  '佐藤 健',
  '鈴木 花子',
];
