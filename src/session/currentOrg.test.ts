import { orgInEffect, orgNameOf, switchOrganization } from './currentOrg';
import { storedOrgId } from './storage';

const orgList = [
  { busId: 'org-a', name: 'Harbour Logistics' },
  { busId: 'org-b', name: 'Pine Valley Farms' },
] as API.OrgListItem[];

describe('orgInEffect', () => {
  it('is the current organisation outside alternate mode', () => {
    expect(orgInEffect({ currentOrgId: 'org-a', mode: null })).toBe('org-a');
  });

  it('is the alternate-mode target when there is one', () => {
    expect(orgInEffect({ currentOrgId: 'org-a', mode: { mode: 'distributor', busId: 'org-b' } })).toBe('org-b');
  });

  it('is undefined without a session or an organisation', () => {
    expect(orgInEffect(undefined)).toBeUndefined();
    expect(orgInEffect({ currentOrgId: '' })).toBeUndefined();
  });
});

describe('orgNameOf', () => {
  it('names an organisation of the list', () => {
    expect(orgNameOf({ orgList }, 'org-b')).toBe('Pine Valley Farms');
  });

  it('is undefined for an unknown or missing id', () => {
    expect(orgNameOf({ orgList }, 'org-z')).toBeUndefined();
    expect(orgNameOf({ orgList }, undefined)).toBeUndefined();
    expect(orgNameOf(undefined, 'org-a')).toBeUndefined();
  });
});

describe('switchOrganization', () => {
  beforeEach(() => localStorage.clear());

  it('saves the new organisation, then reloads the session', async () => {
    const refresh = jest.fn(async () => expect(storedOrgId.get()).toBe('org-b'));
    await switchOrganization('org-b', 'org-a', refresh);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(storedOrgId.get()).toBe('org-b');
  });

  it('does nothing for the current organisation', () => {
    storedOrgId.set('org-a');
    const refresh = jest.fn(async () => undefined);
    expect(switchOrganization('org-a', 'org-a', refresh)).toBeUndefined();
    expect(refresh).not.toHaveBeenCalled();
    expect(storedOrgId.get()).toBe('org-a');
  });
});
