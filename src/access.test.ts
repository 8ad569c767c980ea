import access from './access';
import { ALL_CODES } from '@/domain/permissions';

describe('access', () => {
  it('grants exactly the codes in menuAuths', () => {
    const flags = access({ permissions: ['home', 'user', 'account', 'user:create'], orgList: [] });
    expect(flags.home).toBe(true);
    expect(flags.user).toBe(true);
    expect(flags.account).toBe(true);
    expect(flags['user:create']).toBe(true);
    expect(flags.role).toBe(false);
    expect(flags['role:create']).toBe(false);
    expect(flags.settings).toBe(false);
  });

  it('has one flag for every known code and ignores unknown codes', () => {
    const flags = access({ permissions: ['home', 'launch:missiles'], orgList: [] });
    expect(Object.keys(flags).sort()).toEqual([...ALL_CODES].sort());
    expect((flags as Record<string, boolean>)['launch:missiles']).toBeUndefined();
  });

  it('grants nothing before the session is known or when menuAuths is empty', () => {
    for (const state of [undefined, { permissions: [], orgList: [] }]) {
      expect(Object.values(access(state)).some(Boolean)).toBe(false);
    }
  });

  it('does not imply an action from its menu code', () => {
    const flags = access({ permissions: ['role'], orgList: [] });
    expect(flags.role).toBe(true);
    expect(flags['role:delete']).toBe(false);
  });
});
