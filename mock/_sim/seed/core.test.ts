import { seedCore } from './core';
import { createRng } from '../random';

describe('seeded people', () => {
  it('join an organisation only once their account, the organisation and the role exist', () => {
    const core = seedCore(createRng(20261122));
    const late = core.memberships.filter((m) => {
      const account = core.accounts.find((a) => a.userId === m.userId)!;
      const org = core.orgs.find((o) => o.busId === m.busId)!;
      const role = core.roles.find((r) => r.id === m.roleId)!;
      return m.createdAt < account.createdAt || m.createdAt < org.createdAt || m.createdAt < role.createdAt;
    });
    expect(late).toEqual([]);
    expect(core.memberships.length).toBeGreaterThan(24);
  });

  it("creates an organisation's built-in roles with it", () => {
    const core = seedCore(createRng(7));
    core.orgs.forEach((org) => {
      core.roles
        .filter((r) => r.busId === org.busId && r.builtIn)
        .forEach((role) => expect(role.createdAt).toBe(org.createdAt));
    });
  });
});
