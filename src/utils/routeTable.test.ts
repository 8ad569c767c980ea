import access from '@/access';
import { canOpenPath, findRoute, ROUTE_ENTRIES } from './routeTable';

const operator = access({ permissions: ['home', 'user', 'account'], orgList: [] }) as Record<string, boolean>;
const admin = access({
  permissions: ['home', 'organization', 'manufacturer', 'user', 'account', 'role'],
  orgList: [],
}) as Record<string, boolean>;

describe('route table', () => {
  it('is exactly the table of the specification (section 2), plus the not-found route', () => {
    expect([...new Set(ROUTE_ENTRIES.map((r) => r.path))].sort()).toEqual(
      [
        '/',
        '/home',
        '/organization',
        '/user',
        '/account',
        '/role',
        '/manufacturer',
        '/noAuth',
        '/document',
        '/document/productDocumentation',
        '/document/maintenanceInstructions',
        '/exception',
        '*',
      ].sort(),
    );
  });

  it('guards every page of the main layout with the permission code of its menu', () => {
    const inLayout = ROUTE_ENTRIES.filter((r) => r.inLayout && !r.redirect);
    expect(inLayout.map((r) => r.path).sort()).toEqual([
      '/account',
      '/home',
      '/manufacturer',
      '/organization',
      '/role',
      '/user',
    ]);
    inLayout.forEach((r) => expect(`/${r.access}`).toBe(r.path));
    inLayout.forEach((r) => expect(r.titleKey).toBe(`menu${r.path.replace('/', '.')}`));
  });

  it('finds the routes of the specification with their title keys', () => {
    expect(findRoute('/role')).toMatchObject({ titleKey: 'menu.role', access: 'role', inLayout: true });
    expect(findRoute('/document/maintenanceInstructions')).toMatchObject({
      titleKey: 'menu.document.maintenanceInstructions',
      inLayout: false,
    });
    expect(findRoute('/exception')).toMatchObject({ titleKey: 'menu.exception', inLayout: false });
    expect(findRoute('/nowhere')).toMatchObject({ path: '*', titleKey: 'menu.notFound' });
    expect(findRoute('/')).toMatchObject({ redirect: '/home' });
  });

  it('matches like the router: case-insensitive, trailing slash ignored', () => {
    expect(findRoute('/Role/')?.titleKey).toBe('menu.role');
  });
});

describe('canOpenPath (strict access)', () => {
  it.each(['/home', '/user', '/account'])('lets an ordinary user open %s', (path) => {
    expect(canOpenPath(path, operator)).toBe(true);
  });

  it.each(['/role', '/organization', '/manufacturer', '/ROLE'])('refuses %s to an ordinary user', (path) => {
    expect(canOpenPath(path, operator)).toBe(false);
  });

  it('lets an administrator open every page of the main layout', () => {
    ['/home', '/organization', '/manufacturer', '/user', '/account', '/role'].forEach((path) =>
      expect(canOpenPath(path, admin)).toBe(true),
    );
  });

  it('refuses every guarded page when no flags are granted', () => {
    expect(canOpenPath('/home', {})).toBe(false);
  });

  it('refuses a main-layout route that declares no access flag', () => {
    const entries = [{ path: '/secret', inLayout: true }];
    expect(canOpenPath('/secret', { home: true }, entries)).toBe(false);
  });

  it.each(['/noAuth', '/exception', '/document/productDocumentation', '/nowhere', '/'])('never guards %s', (path) => {
    expect(canOpenPath(path, {})).toBe(true);
  });
});
