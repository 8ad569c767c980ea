// Run only by contract.spec.ts, as a run of its own: the platform answers the current user off the contract
// (no account, no nickname). The journey itself asserts nothing that could fail; the run must fail anyway.
import { test } from '../fixtures';
import { resetSimulator, setFaults, signIn } from '../support';

test('a wrong answer of the platform', async ({ page, request }) => {
  await resetSimulator(request);
  await setFaults(request, { rules: [{ path: '/api/user/user/info', kind: 'answer', data: { userId: 'u-admin' } }] });
  // Listening before the page opens: the boot script asks for the user before the bundle has even arrived.
  const answered = page.waitForResponse((res) => res.url().includes('/api/user/user/info'));
  await signIn(page, 'u-admin');
  await answered;
});
