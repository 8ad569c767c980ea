import { takeNetworkAttempts } from '../../tests/setup/noNetwork';
import { listRoles } from '@/services/ropc/role';

// The guard itself (tests/setup/noNetwork.ts, installed for every test): an unstubbed request fails its test.
describe('the jest network guard', () => {
  it('refuses a request made through the request layer and records it', async () => {
    await expect(listRoles({ current: 1, pageSize: 10 } as never)).rejects.toBeTruthy();
    expect(takeNetworkAttempts()).toEqual([expect.stringMatching(/^XMLHttpRequest POST .*\/api\/.*role/i)]);
  });

  it('refuses fetch, sendBeacon and a bare XMLHttpRequest', () => {
    expect(() => fetch('http://127.0.0.1/x')).toThrow(/reach the network/);
    expect(() => navigator.sendBeacon('/beacon')).toThrow(/reach the network/);
    expect(() => new XMLHttpRequest().open('GET', 'http://127.0.0.1:80/')).toThrow(/reach the network/);
    expect(takeNetworkAttempts()).toHaveLength(3);
  });
});
