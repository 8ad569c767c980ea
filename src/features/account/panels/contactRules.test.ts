// The profile's contact rules: an optional e-mail and phone, at least one of them, each of its kind.
import { setIntl } from '@@/plugin-locale/localeExports';
import { contactProblem } from './contactRules';

afterEach(() => setIntl('en-US'));

describe('contactProblem', () => {
  it('accepts an e-mail address, a phone number, or both', () => {
    expect(contactProblem('email', 'ben@harbour.example', '')).toBeUndefined();
    expect(contactProblem('phone', '+81 90-1234-5678', '')).toBeUndefined();
    expect(contactProblem('email', '', '+81 90-1234-5678')).toBeUndefined();
    expect(contactProblem('email', '  ben@harbour.example  ', '')).toBeUndefined();
  });

  it('needs one of the two', () => {
    expect(contactProblem('email', '', '')).toBe('Give an e-mail address or a phone number');
    expect(contactProblem('phone', '   ', undefined)).toBe('Give an e-mail address or a phone number');
  });

  it.each([
    ['email', '13800138000', 'Enter a valid e-mail address, such as name@example.com'],
    ['email', 'ben@harbour', 'Enter a valid e-mail address, such as name@example.com'],
    ['email', `${'a'.repeat(250)}@b.example`, 'Enter a valid e-mail address, such as name@example.com'],
    [
      'phone',
      'ben@harbour.example',
      'Enter a valid phone number: 7 to 20 digits, spaces or hyphens, optionally starting with +',
    ],
    ['phone', '12345', 'Enter a valid phone number: 7 to 20 digits, spaces or hyphens, optionally starting with +'],
  ] as const)('refuses %s %j', (field, value, message) => {
    expect(contactProblem(field, value, 'other@harbour.example')).toBe(message);
  });

  it('speaks the user language', () => {
    setIntl('zh-CN');
    expect(contactProblem('email', '', '')).toBe('请填写邮箱或手机号');
    setIntl('ja-JP');
    expect(contactProblem('phone', 'x', '')).toMatch(/有効な電話番号/);
  });
});
