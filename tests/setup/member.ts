// A member of an organisation as the platform lists one (API.Member): an ordinary user unless told otherwise.
export const member = (userId: string, account: string, fields: Partial<API.Member> = {}): API.Member => ({
  userId,
  account,
  nickname: '',
  roleId: 'org-1-user',
  roleName: 'Ordinary user',
  builtIn: 'default_user',
  remark: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});
