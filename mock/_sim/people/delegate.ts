/**
 * For the people tests: u-delegate, a member of org-1 through a custom role "Delegate" holding `codes` (and any
 * further accounts, each a copy of u-operator's). Run after resetStore().
 */
import { db } from '../store';

export function addDelegate(codes: string[], others: Array<{ userId: string; account: string }> = []) {
  const createdAt = '2026-01-01T00:00:00.000Z';
  const store = db();
  store.roles.push({
    id: 'org-1-delegate',
    busId: 'org-1',
    builtIn: null,
    name: 'Delegate',
    permissions: codes,
    createdAt,
  });
  const account = { ...store.accounts.find((a) => a.userId === 'u-operator')! };
  for (const other of [{ userId: 'u-delegate', account: 'delegate@harbour.example' }, ...others])
    store.accounts.push({ ...account, ...other });
  store.memberships.push({ userId: 'u-delegate', busId: 'org-1', roleId: 'org-1-delegate', remark: '', createdAt });
}
