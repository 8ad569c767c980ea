// 010007 answers carry the failed rule's own text as msg, in the language of x-locale; code and data.rule stay.
import organization from '../organization';
import profile from '../profile';
import tutorial from '../tutorial';
import { SimError } from './http';
import { messages, ruleMessage, VALIDATION_RULES } from './messages';
import { resetStore } from './store';
import { clearFaults } from './faults';
import { callKey } from './testing';
import { invalidParam, ORG_NAME_LENGTH, requireContacts, requireName, requireText } from './validate';

const LOCALES = ['en-US', 'ja-JP', 'zh-CN'] as const;

const valid = {
  name: 'Harbour Depot North',
  code: 'HFG-DN',
  region: ['US', 'US-CA', 'US-CA-SJ'],
  address: '10 Pier Rd',
  admins: ['ops@harbour.example'],
  operationModel: 'leased',
};

const createOrg = (body: object, locale: string) =>
  callKey(organization, 'POST /api/ropc/business', {
    as: 'u-admin',
    busId: 'org-1',
    locale,
    body: { ...valid, ...body },
  });

beforeEach(() => {
  resetStore();
  clearFaults();
});

describe('the text of each validation rule', () => {
  // A rule, what breaks it in an organisation to create, the field named and its text in en-US, ja-JP and zh-CN.
  const RULES: [string, object, string, [string, string, string]][] = [
    [
      'tooShort',
      { name: 'abc' },
      'name',
      ['Minimum length must be 4 or more', '4文字以上で入力してください', '最小长度必须为4或以上'],
    ],
    [
      'space',
      { name: ' Harbour North' },
      'name',
      ['Must not start or end with a space', '先頭または末尾にスペースは使用できません', '首尾不能包含空格'],
    ],
    [
      'contact',
      { admins: ['not an account'] },
      'admins',
      [
        'Enter a valid e-mail address or phone number',
        '正しいメールアドレスまたは電話番号を入力してください',
        '请输入有效的邮箱地址或电话号码',
      ],
    ],
    // Thrown outside validate.ts.
    ['required', { region: ['US'] }, 'region', ['Fill in this field', 'この項目を入力してください', '请填写此项']],
  ];

  it.each(
    RULES.flatMap(([rule, change, field, texts]) =>
      LOCALES.map((locale, i) => [rule, locale, change, field, texts[i]] as const),
    ),
  )('%s in %s: the spec message', async (rule, locale, change, field, msg) => {
    const res = await createOrg(change, locale);
    expect(res.body).toEqual({ code: '010007', msg, data: { field, rule } });
  });

  it('answers in the language of a bare language tag (ja)', async () => {
    const res = await createOrg({ name: 'abc' }, 'ja');
    expect(res.body).toEqual({
      code: '010007',
      msg: '4文字以上で入力してください',
      data: { field: 'name', rule: 'tooShort' },
    });
  });

  it.each([
    ['en-US', /^Must not contain special characters: < > \/ \? ; :/],
    ['ja-JP', /^特殊文字（< > \/ .*）は使用できません$/],
    ['zh-CN', /^不能包含特殊字符：< >/],
  ])('special in %s names the characters', async (locale, msg) => {
    const res = await createOrg({ name: 'Harbour <North>' }, locale);
    expect(res.body).toMatchObject({ code: '010007', data: { field: 'name', rule: 'special' } });
    expect(res.body.msg).toMatch(msg);
  });

  it('a profile e-mail or phone names which one is wrong', async () => {
    const patch = (body: object) =>
      callKey(profile, 'PATCH /api/user/user/profile', { as: 'u-admin', locale: 'en-US', body });
    expect((await patch({ nickname: 'Admin', email: 'nope' })).body).toEqual({
      code: '010007',
      msg: 'Enter a valid e-mail address',
      data: { field: 'email', rule: 'contact' },
    });
    expect((await patch({ nickname: 'Admin', phone: 'x1' })).body).toEqual({
      code: '010007',
      msg: 'Enter a valid phone number',
      data: { field: 'phone', rule: 'contact' },
    });
  });

  it('a weak or short new password states the rule', async () => {
    const change = (newPassword: string, locale = 'en-US') =>
      callKey(profile, 'POST /api/user/user/password', {
        as: 'u-admin',
        locale,
        body: { currentPassword: 'whatever', newPassword },
      });
    expect((await change('Ab1!')).body).toEqual({
      code: '010007',
      msg: 'Length must be 8-32 characters',
      data: { field: 'newPassword', rule: 'length' },
    });
    expect((await change('abcdefgh1!', 'zh-CN')).body).toEqual({
      code: '010007',
      msg: '密码须包含大写字母、小写字母、数字和符号',
      data: { field: 'newPassword', rule: 'weak' },
    });
  });

  it('a tutorial address that is not http(s) answers the url rule text', async () => {
    const res = await callKey(tutorial, 'POST /api/ropc/tutorial/create', {
      as: 'u-admin',
      busId: 'org-1',
      locale: 'ja-JP',
      body: { title: 'A new clip', language: 'en-US', videoUrl: 'javascript:alert(1)' },
    });
    expect(res.body).toEqual({
      code: '010007',
      msg: 'http(s) のアドレス、またはこのサイトのパスを入力してください',
      data: { field: 'videoUrl', rule: 'url' },
    });
  });

  it('lengths and list sizes state their bounds', () => {
    const msgOf = (check: () => unknown) => {
      try {
        check();
      } catch (error) {
        return ((error as SimError).msg as Record<string, string>)['en-US'];
      }
      return 'ok';
    };
    expect(msgOf(() => requireName('x'.repeat(65), 'name', ORG_NAME_LENGTH))).toBe('Maximum length is 64 characters');
    expect(msgOf(() => requireText('x'.repeat(256), 'address'))).toBe('Maximum length is 255 characters');
    expect(msgOf(() => requireContacts(Array.from({ length: 21 }, (_, i) => `a${i}@harbour.example`)))).toBe(
      'At most 20 entries',
    );
  });

  it('every rule has a non-empty, distinct-per-language text; an unknown rule falls back to 010007', () => {
    VALIDATION_RULES.forEach((rule) => {
      const text = ruleMessage(rule);
      LOCALES.forEach((locale) => expect(text[locale]).toMatch(/\S/));
      expect(text['ja-JP']).not.toBe(text['en-US']);
      expect(text['zh-CN']).not.toBe(text['en-US']);
    });
    expect(ruleMessage('nonsense')).toEqual(messages['010007']);
    expect(invalidParam('x', 'nonsense').msg).toEqual(messages['010007']);
    // Other codes keep their own message.
    expect(new SimError('010008', { field: 'x', rule: 'required' }).msg).toBeUndefined();
  });
});
