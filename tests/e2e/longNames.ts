// 64-character names (the spec's maximum) written through the simulator's API, for the layout checks.
import { expect, type APIRequestContext } from '@playwright/test';

/** `unit` repeated up to exactly 64 characters. */
const sixtyFour = (unit: string) => Array.from(unit.repeat(64)).slice(0, 64).join('');

export const LONG = {
  /** org-1 renamed: no space to break at. */
  org: sixtyFour('HarbourFacilitiesGroupPacificNorthwestRegionalOperations'),
  child: sixtyFour('東京湾岸クリーンサービス株式会社横浜みなとみらい地区第二営業所'),
  nickname: sixtyFour('長谷川明日香カトリーヌ'),
  role: sixtyFour('区域清洁设备巡检与维护主管'),
  account: `${'a'.repeat(52)}@example.com`,
  remark: sixtyFour('Remark without spaces '),
  distributor: sixtyFour('PacificRoboticsDistributionKantoSubsidiaryNorth'),
  address: sixtyFour('1-2-3 Minatomirai Nishi-ku Yokohama Kanagawa '),
};

async function call(
  request: APIRequestContext,
  token: string,
  busId: string,
  method: 'post' | 'patch' | 'get',
  url: string,
  data?: object,
) {
  const res = await request[method](url, {
    data,
    headers: { 'x-access-token': token, 'x-bus-id': busId, 'x-locale': 'en-US' },
  });
  const body = await res.json();
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe('000200');
  return body.data;
}

/** A leaf of the region tree: the first path down. */
function firstLeaf(tree: API.RegionOption[]): string[] {
  const path: string[] = [];
  let level: API.RegionOption[] | undefined = tree;
  while (level?.length) {
    path.push(String(level[0].value));
    level = level[0].children;
  }
  return path;
}

/** Seeds the long names as u-admin: org-1's own name, a child organisation, the admin's nickname, a role, a member, a distributor below dist-2. */
export async function seedLongNames(request: APIRequestContext): Promise<{ childId: string }> {
  const login = await request.post('/api/__sim/login', { data: { userId: 'u-admin' } });
  const { token } = (await login.json()).data as { token: string };
  await call(request, token, 'org-1', 'patch', '/api/ropc/business/org-1', { name: LONG.org });
  const tree = (await call(request, token, 'org-1', 'get', '/api/ropc/region/tree')) as API.RegionOption[];
  const child = (await call(request, token, 'org-1', 'post', '/api/ropc/business', {
    name: LONG.child,
    region: firstLeaf(tree),
    address: LONG.address,
    admins: [LONG.account],
    operationModel: 'leased',
  })) as API.Organization;
  await call(request, token, 'org-1', 'patch', '/api/user/user/profile', {
    nickname: LONG.nickname,
    email: 'admin@harbour.example',
  });
  await call(request, token, 'org-1', 'post', '/api/ropc/auth/role/create', {
    name: LONG.role,
    permissions: ['home', 'user', 'account'],
  });
  const roles = (await call(request, token, 'org-1', 'post', '/api/ropc/auth/role/list', {
    current: 1,
    pageSize: 50,
  })) as API.Page<API.Role>;
  const role = roles.list.find((r) => r.name === LONG.role);
  await call(request, token, 'org-1', 'post', '/api/ropc/user/add', {
    account: LONG.account,
    nickname: LONG.nickname,
    roleId: role?.id,
    remark: LONG.remark,
  });
  await call(request, token, 'org-2', 'post', '/api/ropc/distributor', {
    name: LONG.distributor,
    code: 'K'.repeat(32),
  });
  return { childId: child.busId };
}
