// Manufacturer (distributor) management: the current distributor, its network, adding a subordinate; no delete.
import { CODE_LENGTH } from '../src/domain/nameRules';
import { iso, now } from './_sim/clock';
import { type Ctx, paginate, route, SimError } from './_sim/http';
import { Codes } from './_sim/messages';
import { db, newId } from './_sim/store';
import type { Distributor, Org } from './_sim/types';
import { optionalName, requireName, sameName } from './_sim/validate';

/**
 * The distributor a request acts for: in alternate mode the user's own distributor (x-source-bus-id);
 * otherwise the one serving the current organisation, inherited from its parent organisations.
 */
function currentDistributor(ctx: Pick<Ctx, 'user' | 'sourceBusId' | 'org'>): Distributor | undefined {
  const { distributors, orgs } = db();
  if (ctx.sourceBusId && ctx.user.distributorId === ctx.sourceBusId)
    return distributors.find((d) => d.id === ctx.sourceBusId);
  let org: Org | undefined = ctx.org;
  for (let depth = 0; org && depth < 32; depth += 1) {
    const distributorId = org.distributorId;
    if (distributorId) return distributors.find((d) => d.id === distributorId);
    const parentId: string | null = org.parentId;
    org = parentId ? orgs.find((o) => o.busId === parentId) : undefined;
  }
  return undefined;
}

/** The distributor and every distributor below it. */
function network(root: Distributor): Distributor[] {
  const all = db().distributors;
  const found: Distributor[] = [root];
  for (let i = 0; i < found.length; i += 1) found.push(...all.filter((d) => d.parentId === found[i].id));
  return found;
}

function view(d: Distributor): API.Distributor {
  const parent = d.parentId ? db().distributors.find((p) => p.id === d.parentId) : undefined;
  return {
    id: d.id,
    name: d.name,
    code: d.code,
    level: d.level,
    parentId: d.parentId,
    parentName: parent?.name ?? null,
    createdAt: d.createdAt,
  };
}

const contains = (value: string, needle: unknown) =>
  typeof needle !== 'string' ||
  needle.trim() === '' ||
  value.toLocaleLowerCase().includes(needle.trim().toLocaleLowerCase());

export default {
  'GET /api/ropc/distributor/current': route({ read: 'manufacturer' }, (ctx): API.Distributor | null => {
    const current = currentDistributor(ctx);
    return current ? view(current) : null;
  }),

  'POST /api/ropc/distributor/page': route({ read: 'manufacturer' }, (ctx): API.Page<API.Distributor> => {
    const current = currentDistributor(ctx);
    if (!current) return { list: [], total: 0 };
    // The current distributor first, then by level, newest first within a level.
    const [self, ...below] = network(current);
    below.reverse().sort((a, b) => a.level - b.level || b.createdAt.localeCompare(a.createdAt));
    const rows = [self, ...below].filter((d) => contains(d.name, ctx.body.name) && contains(d.code, ctx.body.code));
    const page = paginate(rows, ctx.body);
    return { list: page.list.map(view), total: page.total };
  }),

  'POST /api/ropc/distributor': route({ permission: 'manufacturer:create' }, (ctx): API.Distributor => {
    const parent = currentDistributor(ctx);
    if (!parent) throw new SimError(Codes.notFound);
    const name = requireName(ctx.body.name, 'name');
    const code = optionalName(ctx.body.code, 'code', CODE_LENGTH);
    const store = db();
    if (store.distributors.some((d) => sameName(d.name, name)))
      throw new SimError(Codes.distributorDuplicate, { field: 'name' });
    const created: Distributor = {
      id: newId('dist'),
      name,
      code,
      level: parent.level + 1,
      parentId: parent.id,
      createdAt: iso(now()),
    };
    store.distributors.push(created);
    return view(created);
  }),

  // A created distributor cannot be deleted (spec section 4), whoever asks.
  'DELETE /api/ropc/distributor/:id': route({}, (): never => {
    throw new SimError(Codes.distributorUndeletable);
  }),
};
