// The signed-in user's own profile (nickname, e-mail, phone) and password. User-level: x-bus-id is not needed.
import { firstFailedCheck, PASSWORD_LENGTH, type PasswordCheck } from '../src/domain/passwordRules';
import { isEmail, isPhone } from '../src/domain/nameRules';
import { header, route } from './_sim/http';
import { endSessions } from './_sim/identity';
import type { RuleParams } from './_sim/messages';
import { clearAttempts, requireNotLocked, wrongPassword } from './_sim/people/passwordAttempts';
import { invalidParam, requireName } from './_sim/validate';

const invalid = (field: string, rule: string, params?: RuleParams): never => {
  throw invalidParam(field, rule, params);
};

/** An optional contact: '' clears it; anything else must pass `test` (rule `contact`). */
function optionalContact(value: unknown, field: string, test: (v: string) => boolean): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value !== 'string' || value.length > 254 || !test(value.trim())) invalid(field, 'contact');
  return (value as string).trim();
}

/** The rule a weak new password breaks, as 010007 names it. */
const PASSWORD_RULE: Record<PasswordCheck, string> = {
  length: 'length',
  upper: 'weak',
  lower: 'weak',
  digit: 'weak',
  symbol: 'weak',
  noSpace: 'space',
};

export default {
  'PATCH /api/user/user/profile': route({ access: 'user' }, ({ user, body }): API.ProfileAnswer => {
    const nickname = requireName(body.nickname, 'nickname');
    const email = optionalContact(body.email, 'email', isEmail);
    const phone = optionalContact(body.phone, 'phone', isPhone);
    // The platform needs one way to reach the user.
    if (!email && !phone) invalid('email', 'required');
    Object.assign(user, { nickname, email, phone });
    return { userId: user.userId, account: user.account, nickname, email, phone };
  }),

  'POST /api/user/user/password': route({ access: 'user' }, ({ user, body, req }): null => {
    const { currentPassword, newPassword } = body;
    if (typeof currentPassword !== 'string' || currentPassword === '') invalid('currentPassword', 'required');
    if (typeof newPassword !== 'string' || newPassword === '') invalid('newPassword', 'required');
    const failed = firstFailedCheck(newPassword);
    // The text states the bounds of the length, and that a password may hold no space anywhere.
    if (failed) invalid('newPassword', PASSWORD_RULE[failed], { ...PASSWORD_LENGTH, anywhere: true });
    requireNotLocked(user.userId);
    if (currentPassword !== user.password) wrongPassword(user.userId);
    clearAttempts(user.userId);
    if (newPassword === user.password) invalid('newPassword', 'same');
    user.password = newPassword;
    user.mustChangePassword = false;
    // Whoever else knew the old password is signed out: every other session of the account ends.
    endSessions(user.userId, header(req, 'x-access-token'));
    return null;
  }),
};
