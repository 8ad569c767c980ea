// The suite's own nginx (scripts/nginx-conf.mjs): a large request body and a burst of calls get the platform's
// answers, as behind a deployment. Issue 41: bodies over 16 KB (buffered to a temp file nginx's workers could not
// open) were answered 500, and worker_connections 256 dropped concurrent calls above about 127.
import { expect, test } from './fixtures';
import { resetSimulator, setFaults } from './support';

/** A signed-in user's headers for API calls (the token from the simulator's session endpoint). */
async function headersOf(request: import('@playwright/test').APIRequestContext) {
  const res = await request.post('/api/__sim/login', { data: { userId: 'u-admin' } });
  const { token } = (await res.json()).data;
  return { 'x-access-token': token, 'x-bus-id': 'org-1', 'x-locale': 'en-US' };
}

test.beforeEach(async ({ request }) => {
  await resetSimulator(request);
});

test("a 100 KB request body reaches the platform and gets the contract's answer", async ({ request }) => {
  const headers = await headersOf(request);
  const name = 'N'.repeat(100_000);
  // A name over the contract's 64 characters, on purpose: x-sim-probe says the request is the test's own.
  const res = await request.post('/api/ropc/business', {
    headers: { ...headers, 'x-sim-probe': '1' },
    data: { name, region: ['Tokyo'], address: 'Pier 1', admins: ['a@example.com'], operationModel: 'direct' },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ code: '010007', data: { field: 'name' } });
});

test('a burst of 200 concurrent API calls is answered in full', async ({ request, baseURL }) => {
  const headers = await headersOf(request);
  // Each call held open by the simulator, so that all 200 are in nginx at once (each holds two connections).
  await setFaults(request, { latencyMs: 1500 });
  const answers = await Promise.all(
    Array.from({ length: 200 }, () =>
      fetch(`${baseURL}/api/ropc/settings`, { headers })
        .then(async (res) => `${res.status} ${(await res.json()).code}`)
        .catch((error: Error) => `failed: ${error.message}`),
    ),
  );
  const tally = answers.reduce<Record<string, number>>((all, a) => ({ ...all, [a]: (all[a] || 0) + 1 }), {});
  expect(tally).toEqual({ '200 000200': 200 });
});
