// Spec section 8, the texts a user reads when a call fails: the real request pipeline (Umi's request with
// src/request/config.ts, a stub adapter in place of the network) shows them as toasts, asserted as rendered.
import { act, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import type { AxiosAdapter } from 'axios';
import { createHistory } from '@@/core/history';
import { setIntl } from '@@/plugin-locale/localeExports';
import { ropc, type CallOptions } from '@/services/ropc/client';
import { resetLeaving } from '@/session/redirects';

createHistory({ type: 'browser' });

const answer = (code: string, msg: string): CallOptions =>
  ({
    adapter: (async (config) => ({
      data: JSON.stringify({ code, msg, data: null }),
      status: 200,
      statusText: '',
      headers: { 'content-type': 'application/json' },
      config,
      request: {},
    })) as AxiosAdapter,
  }) as CallOptions;

beforeEach(() => {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('currentOrgId', 'org-1');
  setIntl('en-US');
  resetLeaving();
});

afterEach(() => {
  act(() => message.destroy());
  localStorage.clear();
});

describe('the error catalogue in English, as shown', () => {
  it.each([
    [
      'renaming an organisation',
      'Modification Failed',
      () => ropc.patch('/business/org-1', { name: 'Harbour' }, answer('000500', 'System error')),
    ],
    [
      'changing a role',
      'Modification Failed',
      () => ropc.patch('/auth/role/update', { id: 'r-1' }, answer('000500', 'System error')),
    ],
    [
      'deleting a role',
      'Delete Failed',
      () => ropc.delete('/auth/role/delete/r-1', undefined, answer('000500', 'System error')),
    ],
    [
      'removing a user',
      'Delete Failed',
      () => ropc.delete('/user/remove/u-1', undefined, answer('000500', 'System error')),
    ],
    [
      'editing an account',
      'Edit Failed',
      () => ropc.patch('/account/update', { userId: 'u-1' }, answer('000500', 'System error')),
    ],
    [
      'an unknown code without a message',
      'Request error, please retry',
      () => ropc.get('/devices', answer('020031', '')),
    ],
  ])('%s that fails shows "%s"', async (_name, text, call) => {
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
    await act(async () => {
      await expect(call()).rejects.toBeDefined();
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
