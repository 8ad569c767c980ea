import { ALL_CODES } from './permissions';
import { holdsEveryCode, isLastFullRole } from './fullRole';

const admin = { id: 'admin', permissions: [...ALL_CODES] };
const owners = { id: 'owners', permissions: [...ALL_CODES].reverse() };
const user = { id: 'user', permissions: ['home', 'user', 'account'] };

describe('holdsEveryCode', () => {
  it('holds for every code in any order, not for one code short', () => {
    expect(holdsEveryCode(owners.permissions)).toBe(true);
    expect(holdsEveryCode(ALL_CODES.slice(1))).toBe(false);
    expect(holdsEveryCode([])).toBe(false);
  });
});

describe('isLastFullRole', () => {
  it('marks the only role holding every code', () => {
    expect(isLastFullRole(admin, [admin, user])).toBe(true);
  });

  it('frees a full role once another holds every code too', () => {
    expect(isLastFullRole(admin, [admin, owners, user])).toBe(false);
    expect(isLastFullRole(owners, [admin, owners, user])).toBe(false);
  });

  it('never marks a role short of a code', () => {
    expect(isLastFullRole(user, [user])).toBe(false);
  });
});
