// Organization management: child organisations of x-bus-id, create, open, rename; the region picker's tree.
import { CODE_LENGTH, ORG_NAME_LENGTH } from '../src/domain/nameRules';
import { iso, now } from './_sim/clock';
import { route, paginate, SimError } from './_sim/http';
import { Codes } from './_sim/messages';
import { defaultRoles } from './_sim/seed/core';
import { isRegionPath, regionNames, regionOptions } from './_sim/seed/regions';
import { db, newId } from './_sim/store';
import type { Locale, Org } from './_sim/types';
import { invalidParam, optionalName, requireContacts, requireName, requireText, sameName } from './_sim/validate';

const MODELS: Org['operationModel'][] = ['direct', 'leased', 'distributor'];

function view(org: Org, locale: Locale): API.Organization {
  const { busId, name, code, parentId, region, address, admins, operationModel, createdAt } = org;
  return {
    busId,
    name,
    code,
    parentId,
    region,
    regionNames: regionNames(region, locale),
    address,
    admins,
    operationModel,
    createdAt,
  };
}

const contains = (value: string, needle: unknown) =>
  typeof needle !== 'string' ||
  needle.trim() === '' ||
  value.toLocaleLowerCase().includes(needle.trim().toLocaleLowerCase());

/** An organisation below `ancestorId` (any depth): the ones the current organisation may open here. */
function isBelow(org: Org, ancestorId: string): boolean {
  const byId = new Map(db().orgs.map((o) => [o.busId, o]));
  let parentId = org.parentId;
  for (let depth = 0; parentId && depth < 32; depth += 1) {
    if (parentId === ancestorId) return true;
    parentId = byId.get(parentId)?.parentId ?? null;
  }
  return false;
}

function findBelow(busId: string, ancestorId: string): Org {
  const org = db().orgs.find((o) => o.busId === busId);
  if (!org || (org.busId !== ancestorId && !isBelow(org, ancestorId))) throw new SimError(Codes.notFound);
  return org;
}

function requireUniqueName(name: string, exceptId?: string) {
  if (db().orgs.some((o) => o.busId !== exceptId && sameName(o.name, name)))
    throw new SimError(Codes.orgDuplicate, { field: 'name' });
}

export default {
  'GET /api/ropc/region/tree': route({ access: 'user' }, ({ locale }): API.RegionOption[] => regionOptions(locale)),

  'POST /api/ropc/business/page/child': route(
    { read: 'organization' },
    ({ busId, body, locale }): API.Page<API.Organization> => {
      // Newest first; reversed first so rows created in the same instant also show the newest on top.
      const rows = [...db().orgs]
        .reverse()
        .filter((o) => o.parentId === busId && contains(o.name, body.name) && contains(o.code, body.code))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const page = paginate(rows, body);
      return { list: page.list.map((o) => view(o, locale)), total: page.total };
    },
  ),

  'POST /api/ropc/business': route(
    { permission: 'organization:create' },
    ({ busId, org, body, locale }): API.Organization => {
      const name = requireName(body.name, 'name', ORG_NAME_LENGTH);
      const code = optionalName(body.code, 'code', CODE_LENGTH);
      if (!isRegionPath(body.region)) throw invalidParam('region', 'required');
      const address = requireText(body.address, 'address');
      const admins = Array.from(new Set(requireContacts(body.admins)));
      const operationModel = MODELS.includes(body.operationModel)
        ? (body.operationModel as Org['operationModel'])
        : undefined;
      if (!operationModel) throw invalidParam('operationModel', 'required');
      requireUniqueName(name);
      const createdAt = iso(now());
      const created: Org = {
        busId: newId('org'),
        name,
        code,
        parentId: busId,
        region: [...(body.region as string[])],
        address,
        admins,
        operationModel,
        distributorId: org?.distributorId ?? null,
        createdAt,
      };
      const store = db();
      store.orgs.push(created);
      store.roles.push(...defaultRoles(created.busId, createdAt));
      return view(created, locale);
    },
  ),

  'GET /api/ropc/business/:busId': route({ read: 'organization' }, ({ busId, params, locale }): API.Organization =>
    view(findBelow(params.busId, busId), locale),
  ),

  'PATCH /api/ropc/business/:busId': route(
    { permission: 'organization:update' },
    ({ busId, params, body, locale }): API.Organization => {
      const target = findBelow(params.busId, busId);
      const name = requireName(body.name, 'name', ORG_NAME_LENGTH);
      requireUniqueName(name, target.busId);
      target.name = name;
      return view(target, locale);
    },
  ),
};
