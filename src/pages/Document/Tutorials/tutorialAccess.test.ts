import { type AccessSources, mayCreate, settleOrganization } from './tutorialAccess';

function sources(overrides: Partial<AccessSources> = {}) {
  const saved: string[] = [];
  const value: AccessSources = {
    hasToken: () => true,
    inAlternateMode: () => false,
    savedOrgId: () => '',
    saveOrgId: (id) => saved.push(id),
    listOrgs: jest.fn().mockResolvedValue([
      { busId: 'org-1', name: 'Harbour' },
      { busId: 'org-2', name: 'Tokyo' },
    ]),
    roleInfo: jest.fn().mockResolvedValue({ menuAuths: ['home', 'tutorial:create'] }),
    ...overrides,
  };
  return { value, saved };
}

describe('settleOrganization', () => {
  it('keeps the saved organisation when the user still belongs to it', async () => {
    const { value, saved } = sources({ savedOrgId: () => 'org-2' });
    expect(await settleOrganization(value)).toBe('org');
    expect(saved).toEqual(['org-2']);
  });

  it('takes the first organisation otherwise, and saves it', async () => {
    const { value, saved } = sources({ savedOrgId: () => 'org-gone' });
    expect(await settleOrganization(value)).toBe('org');
    expect(saved).toEqual(['org-1']);
  });

  it('has no organisation for a user without one', async () => {
    const { value, saved } = sources({ listOrgs: jest.fn().mockResolvedValue([]) });
    expect(await settleOrganization(value)).toBe('none');
    expect(saved).toEqual([]);
  });

  it('asks nothing in alternate mode or without a token', async () => {
    const mode = sources({ inAlternateMode: () => true });
    expect(await settleOrganization(mode.value)).toBe('org');
    expect(mode.value.listOrgs).not.toHaveBeenCalled();
    const signedOut = sources({ hasToken: () => false });
    expect(await settleOrganization(signedOut.value)).toBe('signedOut');
    expect(signedOut.value.listOrgs).not.toHaveBeenCalled();
  });

  it('rejects when the organisations cannot be loaded', async () => {
    const { value } = sources({ listOrgs: jest.fn().mockRejectedValue(new Error('offline')) });
    await expect(settleOrganization(value)).rejects.toThrow('offline');
  });
});

describe('mayCreate', () => {
  it('is true only with tutorial:create in the settled organisation', async () => {
    expect(await mayCreate(sources().value, 'org')).toBe(true);
    expect(
      await mayCreate(
        sources({ roleInfo: jest.fn().mockResolvedValue({ menuAuths: ['home', 'user', 'account'] }) }).value,
        'org',
      ),
    ).toBe(false);
    expect(await mayCreate(sources({ roleInfo: jest.fn().mockRejectedValue(new Error('000500')) }).value, 'org')).toBe(
      false,
    );
    const none = sources();
    expect(await mayCreate(none.value, 'none')).toBe(false);
    expect(none.value.roleInfo).not.toHaveBeenCalled();
  });
});
