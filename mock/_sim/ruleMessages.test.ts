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
  it.each([
    ['en-US', 'Minimum length must be 4 or more'],
    ['ja-JP', '4文字以上で入力してください'],
    ['zh-CN', '最小长度必须为4或以上'],
    ['ja', '4文字以上で入力してください'],
  ])('tooShort in %s: the spec message', async (locale, msg) => {
    const res = await createOrg({ name: 'abc' }, locale);
    expect(res.body).toEqual({ code: '010007', msg, data: { field: 'name', rule: 'tooShort' } });
  });

  it.each([
    ['en-US', 'Must not start or end with a space'],
    ['ja-JP', '先頭または末尾にスペースは使用できません'],
    ['zh-CN', '首尾不能包含空格'],
  ])('space in %s', async (locale, msg) => {
    const res = await createOrg({ name: ' Harbour North' }, locale);
    expect(res.body).toEqual({ code: '010007', msg, data: { field: 'name', rule: 'space' } });
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

  it.each([
    ['en-US', 'Enter a valid e-mail address or phone number'],
    ['ja-JP', '正しいメールアドレスまたは電話番号を入力してください'],
    ['zh-CN', '请输入有效的邮箱地址或电话号码'],
  ])('contact (an administrator account) in %s', async (locale, msg) => {
    const res = await createOrg({ admins: ['not an account'] }, locale);
    expect(res.body).toEqual({ code: '010007', msg, data: { field: 'admins', rule: 'contact' } });
  });

  it.each([
    ['en-US', 'Fill in this field'],
    ['ja-JP', 'この項目を入力してください'],
    ['zh-CN', '请填写此项'],
  ])('required (thrown outside validate.ts) in %s', async (locale, msg) => {
    const res = await createOrg({ region: ['US'] }, locale);
    expect(res.body).toEqual({ code: '010007', msg, data: { field: 'region', rule: 'required' } });
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
