import { browser } from './navigation';
import { goToLogin, resetLeaving } from './redirects';
import { startWithCatalog } from './startWithCatalog';
import { emptyContext, type SessionContext } from './startup';

const session: SessionContext = { ...emptyContext(), permissions: ['home'], currentOrgId: 'org-1' };

describe('startWithCatalog', () => {
  beforeEach(() => resetLeaving());

  it('runs the startup calls and the catalog together', async () => {
    const order: string[] = [];
    let finishCatalog!: () => void;
    const start = () => {
      order.push('start');
      return Promise.resolve(session);
    };
    const load = () => {
      order.push('load');
      return new Promise<void>((resolve) => {
        finishCatalog = resolve;
      });
    };
    const result = startWithCatalog(start, load);
    expect(order).toEqual(['start', 'load']);
    finishCatalog();
    await expect(result).resolves.toBe(session);
  });

  it('a catalog that cannot load fails startup, keeping what the session found', async () => {
    const result = await startWithCatalog(
      () => Promise.resolve(session),
      () => Promise.reject(new Error('ChunkLoadError')),
    );
    expect(result).toEqual({ ...session, failed: true });
  });

  it('loads nothing when startup is already sending the user to the login page', async () => {
    const replace = jest.spyOn(browser, 'replace').mockImplementation(() => {});
    const load = jest.fn(() => Promise.resolve());
    const result = await startWithCatalog(() => {
      goToLogin('/home');
      return Promise.resolve(emptyContext());
    }, load);
    expect(load).not.toHaveBeenCalled();
    expect(result).toEqual(emptyContext());
    expect(replace).toHaveBeenCalledTimes(1);
    replace.mockRestore();
  });
});
