import { AxiosHeaders } from 'axios';
import { buildHeaders, encodeCustomParams, readCustomParams } from './headers';

const base = { token: 'tok', currentOrgId: 'org-1', locale: 'ja-JP', mode: null };

describe('buildHeaders', () => {
  it('normal mode: token, current organisation and language only', () => {
    expect(buildHeaders(base)).toEqual({ 'x-access-token': 'tok', 'x-bus-id': 'org-1', 'x-locale': 'ja-JP' });
  });

  it('alternate mode: x-mode, the mode busId as x-bus-id, fromBusId as x-source-bus-id', () => {
    expect(buildHeaders({ ...base, mode: { mode: 'distributor', busId: 'org-2', fromBusId: 'dist-1' } })).toEqual({
      'x-access-token': 'tok',
      'x-locale': 'ja-JP',
      'x-mode': 'distributor',
      'x-bus-id': 'org-2',
      'x-source-bus-id': 'dist-1',
    });
  });

  it('alternate mode without fromBusId has no x-source-bus-id', () => {
    expect(buildHeaders({ ...base, mode: { mode: 'distributor', busId: 'org-2' } })).not.toHaveProperty(
      'x-source-bus-id',
    );
  });

  it.each([
    [{ originUrl: '/api/ropc/business' }, { originUrl: '/api/ropc/business' }],
    [{ isShowError: false }, { isShowError: false }],
    [
      { originUrl: '/a', isShowError: true },
      { originUrl: '/a', isShowError: true },
    ],
  ])('adds x-custom-params %j', (params, expected) => {
    expect(JSON.parse(buildHeaders(base, params)['x-custom-params'])).toEqual(expected);
  });

  it('adds no x-custom-params when none are given', () => {
    expect(buildHeaders(base, {})).not.toHaveProperty('x-custom-params');
    expect(buildHeaders(base)).not.toHaveProperty('x-custom-params');
  });
});

describe('x-custom-params encoding', () => {
  it('escapes non-ASCII characters and keeps only the known keys', () => {
    const raw = encodeCustomParams({ originUrl: '/api/ropc/組織', isShowError: false, extra: 1 } as never);
    expect(raw).toBe('{"originUrl":"/api/ropc/\\u7d44\\u7e54","isShowError":false}');
    expect(JSON.parse(raw)).toEqual({ originUrl: '/api/ropc/組織', isShowError: false });
  });

  it('reads the header back from a plain object or AxiosHeaders', () => {
    expect(readCustomParams({ 'x-custom-params': '{"isShowError":false}' })).toEqual({ isShowError: false });
    expect(readCustomParams(new AxiosHeaders({ 'X-Custom-Params': '{"originUrl":"/x"}' }))).toEqual({
      originUrl: '/x',
    });
  });

  it.each([
    undefined,
    null,
    {},
    { 'x-custom-params': 'not json' },
    { 'x-custom-params': '[1]' },
    { 'x-custom-params': 'null' },
  ])('reads nothing from %p', (headers) => expect(readCustomParams(headers)).toEqual({}));
});
