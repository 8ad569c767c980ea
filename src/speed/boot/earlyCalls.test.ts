import { routes } from '../../../config/shared';
import { LISTS, NO_EARLY_LIST } from './earlyCalls';

interface Route {
  path?: string;
  access?: string;
  hideInMenu?: boolean;
  routes?: Route[];
}

/** The routes a menu entry opens, with the access flag that guards them. */
const menuPages = (list: Route[]): Route[] =>
  list.flatMap((route) => [...(route.access && !route.hideInMenu ? [route] : []), ...menuPages(route.routes ?? [])]);

describe("boot's table lists against the routes", () => {
  const pages = menuPages(routes as Route[]);

  it('names every menu page, as an early list or with the reason it has none', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(
      [...Object.keys(LISTS), ...Object.keys(NO_EARLY_LIST)].sort(),
    );
  });

  it("asks each list with the code its route's access needs", () => {
    for (const [path, list] of Object.entries(LISTS))
      expect({ path, code: pages.find((page) => page.path === path)?.access }).toEqual({ path, code: list.code });
  });
});
