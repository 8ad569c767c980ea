import { followPage, pageSignal } from './pageScope';

describe('the reads of a page end with it', () => {
  it('gives the requests of one page the same signal, and a query change keeps it', () => {
    window.history.replaceState(null, '', '/role');
    const first = pageSignal();
    window.history.replaceState(null, '', '/role?current=2');
    followPage();
    expect(pageSignal()).toBe(first);
    expect(first.aborted).toBe(false);
  });

  it('aborts the reads of a page when the user leaves it, and gives the next page a fresh signal', () => {
    window.history.replaceState(null, '', '/role');
    const role = pageSignal();
    window.history.replaceState(null, '', '/user');
    followPage();
    expect(role.aborted).toBe(true);
    const user = pageSignal();
    expect(user).not.toBe(role);
    expect(user.aborted).toBe(false);
  });

  it('a request of the new page made before the route change is reported still ends the old reads', () => {
    window.history.replaceState(null, '', '/account');
    const account = pageSignal();
    window.history.replaceState(null, '', '/organization');
    const organization = pageSignal();
    expect(account.aborted).toBe(true);
    followPage();
    expect(organization.aborted).toBe(false);
  });
});
