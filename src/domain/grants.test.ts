import { ALL_CODES } from './permissions';
import { mayGrant, sameCodes, ungrantable } from './grants';

const SUPERVISOR = ['home', 'user', 'user:create', 'account', 'organization'];

describe('ungrantable', () => {
  it('names the codes of a role the caller does not hold, in the role order', () => {
    expect(ungrantable(SUPERVISOR, ['home', 'settings', 'user', 'role:update'])).toEqual(['settings', 'role:update']);
  });

  it.each([
    ['an Administrator, who holds every code, anything', ALL_CODES, ALL_CODES, true],
    ['a supervisor an Ordinary user', SUPERVISOR, ['home', 'user', 'account'], true],
    ['a supervisor a role without codes', SUPERVISOR, [], true],
    ['a supervisor their own codes', SUPERVISOR, SUPERVISOR, true],
    ['a supervisor an Administrator', SUPERVISOR, ALL_CODES, false],
    ['a caller without codes anything with a code', [], ['home'], false],
  ])('lets %s', (_, held, codes, allowed) => {
    expect(mayGrant(held, codes)).toBe(allowed);
  });
});

describe('sameCodes', () => {
  it('ignores order and repeats, not a code more or less', () => {
    expect(sameCodes(['home', 'user'], ['user', 'home', 'home'])).toBe(true);
    expect(sameCodes(['home', 'user'], ['home'])).toBe(false);
    expect(sameCodes(['home'], ['home', 'user'])).toBe(false);
    expect(sameCodes([], [])).toBe(true);
  });
});
