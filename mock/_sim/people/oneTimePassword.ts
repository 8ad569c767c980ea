/**
 * One-time passwords of new and reset accounts, and the codes of invitations: random, unique per account, and
 * meeting the password rule (src/domain/passwordRules.ts), so the holder can sign in with one and must then
 * choose their own.
 */
import { randomInt } from 'crypto';
import { firstFailedCheck } from '../../../src/domain/passwordRules';

// Without look-alikes (0/O, 1/l/I) so that it can be read out or copied by hand.
const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#$%*+-=?@^_~'];
const ALL = SETS.join('');
export const ONE_TIME_LENGTH = 14;

const pick = (set: string) => set[randomInt(set.length)];

export function oneTimePassword(): string {
  const chars = SETS.map(pick);
  while (chars.length < ONE_TIME_LENGTH) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  const value = chars.join('');
  if (firstFailedCheck(value)) throw new Error('one-time password breaks the password rule');
  return value;
}
