// The personal center endpoints: profile update with server-side validation, password change rules.
import { callKey } from './_sim/testing';
import { db, resetStore } from './_sim/store';
import { DEFAULT_PASSWORD } from './_sim/seed/core';
import handlers from './profile';
import session from './session';

const UPDATE = 'PATCH /api/user/user/profile';
const PASSWORD = 'POST /api/user/user/password';
const account = (userId: string) => db().accounts.find((a) => a.userId === userId)!;

beforeEach(() => resetStore());

describe('PATCH /api/user/user/profile', () => {
  it('saves the nickname and contacts of the signed-in user, seen by the next user info call', async () => {
    const res = await callKey(handlers, UPDATE, {
      as: 'u-operator',
      body: { nickname: 'Benjamin C.', email: ' ben@harbour.example ', phone: '+1 415 555 0101' },
    });
    expect(res.body).toMatchObject({
      code: '000200',
      data: { userId: 'u-operator', nickname: 'Benjamin C.', email: 'ben@harbour.example', phone: '+1 415 555 0101' },
    });
    const info = await callKey(session, 'POST /api/user/user/info', { as: 'u-operator', busId: 'org-1' });
    expect(info.body.data).toMatchObject({ nickname: 'Benjamin C.', email: 'ben@harbour.example' });
    // Only the caller changed.
    expect(account('u-admin').nickname).toBe('Alice Morgan');
  });

  it('needs no x-bus-id but a session', async () => {
    expect(
      (await callKey(handlers, UPDATE, { as: 'u-noorg', body: { nickname: 'Dana', email: 'dana@harbour.example' } }))
        .body.code,
    ).toBe('000200');
    expect((await callKey(handlers, UPDATE, { token: 'nobody', body: { nickname: 'Dana' } })).body.code).toBe('000401');
  });

  it.each([
    [{ nickname: '' }, 'nickname', 'required'],
    [{ nickname: 'Ben <admin>' }, 'nickname', 'special'],
    [{ nickname: ' Ben' }, 'nickname', 'space'],
    [{ nickname: 'x'.repeat(65) }, 'nickname', 'tooLong'],
    [{ nickname: 'Ben\u0007' }, 'nickname', 'special'],
    [{ nickname: 42 }, 'nickname', 'required'],
    [{ nickname: 'Ben', email: 'not-an-address' }, 'email', 'contact'],
    [{ nickname: 'Ben', email: '13800138000' }, 'email', 'contact'],
    [{ nickname: 'Ben', phone: 'ben@harbour.example' }, 'phone', 'contact'],
    [{ nickname: 'Ben', phone: ['13800138000'] }, 'phone', 'contact'],
    [{ nickname: 'Ben', email: '', phone: '' }, 'email', 'required'],
  ])('answers 010007 for %j', async (body, field, rule) => {
    const res = await callKey(handlers, UPDATE, { as: 'u-operator', body });
    expect(res.body).toMatchObject({ code: '010007', data: { field, rule } });
    expect(account('u-operator').nickname).toBe('Ben Carter');
  });
});

describe('POST /api/user/user/password', () => {
  const change = (body: object, locale = 'en-US') => callKey(handlers, PASSWORD, { as: 'u-operator', body, locale });

  it('answers 010013 in the user language when the current password is wrong, and keeps the password', async () => {
    const res = await change({ currentPassword: 'Wrong@2026', newPassword: 'Harbour#2027' }, 'ja-JP');
    expect(res.body).toMatchObject({ code: '010013', msg: '現在のパスワードが正しくありません' });
    expect(account('u-operator').password).toBe(DEFAULT_PASSWORD);
  });

  it.each([
    ['Sh0rt!', 'length'],
    ['x'.repeat(30) + 'A1!a1', 'length'],
    ['harbour#2027', 'weak'],
    ['HARBOUR#2027', 'weak'],
    ['Harbour#Pier', 'weak'],
    ['Harbour2027', 'weak'],
    ['Harbour #2027', 'space'],
    [DEFAULT_PASSWORD, 'same'],
  ])('refuses the new password %j (%s)', async (newPassword, rule) => {
    const res = await change({ currentPassword: DEFAULT_PASSWORD, newPassword });
    expect(res.body).toMatchObject({ code: '010007', data: { field: 'newPassword', rule } });
    expect(account('u-operator').password).toBe(DEFAULT_PASSWORD);
  });

  it('checks the strength even when the current password is wrong, without saying whether it was', async () => {
    const res = await change({ currentPassword: 'nope', newPassword: 'weak' });
    expect(res.body).toMatchObject({ code: '010007', data: { field: 'newPassword', rule: 'length' } });
  });

  it('requires both passwords', async () => {
    expect((await change({ newPassword: 'Harbour#2027' })).body.data).toEqual({
      field: 'currentPassword',
      rule: 'required',
    });
    expect((await change({ currentPassword: DEFAULT_PASSWORD })).body.data).toEqual({
      field: 'newPassword',
      rule: 'required',
    });
  });

  it('stores the new password: the old one is then wrong', async () => {
    expect((await change({ currentPassword: DEFAULT_PASSWORD, newPassword: 'Harbour#2027' })).body.code).toBe('000200');
    expect(account('u-operator').password).toBe('Harbour#2027');
    expect((await change({ currentPassword: DEFAULT_PASSWORD, newPassword: 'Another#2028' })).body.code).toBe('010013');
    expect((await change({ currentPassword: 'Harbour#2027', newPassword: 'Another#2028' })).body.code).toBe('000200');
  });
});
