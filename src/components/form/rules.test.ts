// The form rules' messages (components/form/rules.ts): what a user sees, in each language.
import { setIntl } from '@@/plugin-locale/localeExports';
import type { Rule, RuleObject } from 'antd/es/form';
import { CODE_LENGTH, ORG_NAME_LENGTH } from '@/domain/nameRules';
import { accountRules, nameMessage, nameRules, optionalNameRules, requiredRule } from './rules';

const nameOf = (n: number, ch = 'a') => ch.repeat(n);

async function messageOf(rules: Rule[], value: unknown): Promise<string | undefined> {
  for (const rule of rules) {
    const r = rule as RuleObject;
    if (!r.validator) continue;
    try {
      await r.validator(r, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}

describe('form rules', () => {
  afterAll(() => setIntl('en-US'));

  const expected = {
    'en-US': {
      orgName: 'Enter the organization name',
      roleName: 'Enter the role name',
      account: 'Enter the account: an e-mail address or a phone number',
      newPassword: 'Enter a new password',
      minLength4: 'Minimum length must be 4 or more',
      space: 'Must not start or end with a space',
      special: 'Must not contain < > / ? ; : \' " [ ] { } | ( ) ` ~',
      max64: 'Maximum length is 64 characters',
      max32: 'Maximum length is 32 characters',
    },
    'ja-JP': {
      orgName: '組織名を入力してください',
      roleName: 'ロール名を入力してください',
      account: 'アカウント（メールアドレスまたは電話番号）を入力してください',
      newPassword: '新しいパスワードを入力してください',
      minLength4: '4文字以上で入力してください',
      space: '先頭または末尾にスペースは使用できません',
      special: '< > / ? ; : \' " [ ] { } | ( ) ` ~ は使用できません',
      max64: '64文字以内で入力してください',
      max32: '32文字以内で入力してください',
    },
    'zh-CN': {
      orgName: '请输入组织名称',
      roleName: '请输入角色名称',
      account: '请输入账号（邮箱或手机号）',
      newPassword: '请输入新密码',
      minLength4: '至少输入4个字符',
      space: '首尾不能包含空格',
      special: '不能包含 < > / ? ; : \' " [ ] { } | ( ) ` ~',
      max64: '最多64个字符',
      max32: '最多32个字符',
    },
  } as const;

  describe.each(Object.keys(expected) as Array<keyof typeof expected>)('in %s', (locale) => {
    const m = expected[locale];
    beforeEach(() => setIntl(locale));

    it('nameRules(ORG_NAME_LENGTH) shows each problem', async () => {
      const rules = nameRules('validation.required.orgName', ORG_NAME_LENGTH);
      expect(await messageOf(rules, '')).toBe(m.orgName);
      expect(await messageOf(rules, undefined)).toBe(m.orgName);
      expect(await messageOf(rules, 'abc')).toBe(m.minLength4);
      expect(await messageOf(rules, ' abcd')).toBe(m.space);
      expect(await messageOf(rules, 'abcd\u3000')).toBe(m.space);
      expect(await messageOf(rules, 'ab|cd')).toBe(m.special);
      expect(await messageOf(rules, nameOf(65))).toBe(m.max64);
      expect(await messageOf(rules, 'Harbour Depot')).toBeUndefined();
      expect(await messageOf(rules, '洁净🧹团队')).toBeUndefined();
    });

    it('nameRules() (distributor and role names) requires one character and allows 64', async () => {
      const rules = nameRules('validation.required.roleName');
      expect(await messageOf(rules, '')).toBe(m.roleName);
      expect(await messageOf(rules, 'A')).toBeUndefined();
      expect(await messageOf(rules, nameOf(65))).toBe(m.max64);
      expect((rules[0] as RuleObject).required).toBe(true);
    });

    it('optionalNameRules lets an empty code through and checks the rest', async () => {
      const rules = optionalNameRules(CODE_LENGTH);
      expect(await messageOf(rules, '')).toBeUndefined();
      expect(await messageOf(rules, undefined)).toBeUndefined();
      expect(await messageOf(rules, 'HFG-T2')).toBeUndefined();
      expect(await messageOf(rules, 'HFG/T2')).toBe(m.special);
      expect(await messageOf(rules, nameOf(33))).toBe(m.max32);
    });

    it('accountRules allows @ and refuses outer space', async () => {
      const rules = accountRules();
      expect(await messageOf(rules, 'admin@harbour.example')).toBeUndefined();
      expect(await messageOf(rules, ' admin@harbour.example')).toBe(m.space);
      expect(await messageOf(rules, '')).toBe(m.account);
      expect(await messageOf(rules, nameOf(65))).toBe(m.max64);
    });

    it('requiredRule and nameMessage speak the language', () => {
      expect((requiredRule('validation.required.newPassword') as RuleObject).message).toBe(m.newPassword);
      expect(nameMessage('tooShort', ORG_NAME_LENGTH)).toBe(m.minLength4);
    });
  });

  it('a minimum other than 4 names the whole range', () => {
    setIntl('en-US');
    expect(nameMessage('tooShort', { min: 2, max: 10 })).toBe('Length must be 2-10 characters');
  });
});
