// The password rule shared by the change-password form and the simulator.
import { firstFailedCheck, passwordChecks, PASSWORD_CHECKS } from './passwordRules';

describe('password rule', () => {
  it.each(['Ropc@2026', 'Harbour#2027', 'Aa1!aaaa', `Aa1!${'x'.repeat(28)}`, 'Ünïcode9-pass', '東京Tokyo#2026a'])(
    'accepts %j',
    (value) => {
      expect(firstFailedCheck(value)).toBeUndefined();
    },
  );

  it.each([
    ['', 'length'],
    ['Aa1!aaa', 'length'],
    [`Aa1!${'x'.repeat(29)}`, 'length'],
    ['harbour#2027', 'upper'],
    ['HARBOUR#2027', 'lower'],
    ['Harbour#Pier', 'digit'],
    ['Harbour2027', 'symbol'],
    ['Harbour #2027', 'noSpace'],
    ['Harbour\t#2027', 'noSpace'],
  ])('refuses %j for %s', (value, check) => {
    expect(firstFailedCheck(value)).toBe(check);
  });

  it('counts characters as people do (an emoji is one character)', () => {
    expect(passwordChecks('Aa1!😀😀😀😀').length).toBe(true);
    expect(passwordChecks('Aa1!😀😀😀').length).toBe(false);
  });

  it('fails every check for a value that is not text', () => {
    [undefined, null, 42, ['Ropc@2026']].forEach((value) => {
      expect(Object.values(passwordChecks(value)).every((met) => !met)).toBe(true);
      expect(firstFailedCheck(value)).toBe(PASSWORD_CHECKS[0]);
    });
  });
});
