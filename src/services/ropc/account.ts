/** Accounts of the members of the current organisation: list, edit, reset the password, delete. */
import { PAGE_READ, ropc, WRITE } from './client';
import { ACCOUNT_PAGE_PATH } from './paths';

export const listAccounts = (query: API.PeopleQuery) =>
  ropc.post<API.Page<API.Member>>(ACCOUNT_PAGE_PATH, query, PAGE_READ);

export const updateAccount = (body: API.UpdateAccountParams) => ropc.patch<null>('/account/update', body, WRITE);

export const resetAccountPassword = (userId: string) =>
  ropc.post<API.ResetPasswordResult>('/account/password/reset', { userId }, WRITE);

export const deleteAccount = (userId: string) =>
  ropc.delete<null>(`/account/delete/${encodeURIComponent(userId)}`, undefined, WRITE);
