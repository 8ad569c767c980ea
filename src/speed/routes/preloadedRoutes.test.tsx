import { act, render, screen } from '@testing-library/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { preloadRoutes, type UmiRoutes } from './preloadedRoutes';

const page = (text: string) =>
  function Page() {
    return <p>{text}</p>;
  };

/** Routes as Umi generates them: every component a React.lazy with its own loader. */
function umiRoutes() {
  const loaders = {
    layout: jest.fn(() => Promise.resolve({ default: page('layout') })),
    home: jest.fn(() => Promise.resolve({ default: page('home') })),
    docs: jest.fn(() => Promise.resolve({ default: page('docs layout') })),
    guide: jest.fn(() => Promise.resolve({ default: page('guide') })),
  };
  const routes: UmiRoutes = {
    routes: {
      layout: { id: 'layout' },
      '1': { id: '1', path: '/', parentId: 'layout' },
      '2': { id: '2', path: '/home', parentId: 'layout' },
      '3': { id: '3', path: '/document', parentId: 'layout' },
      '4': { id: '4', path: '/document/guide', parentId: '3' },
    },
    routeComponents: {
      layout: lazy(loaders.layout),
      '1': page('redirect'),
      '2': lazy(loaders.home),
      '3': lazy(loaders.docs),
      '4': lazy(loaders.guide),
    },
  };
  return { routes, loaders };
}

const view = (Route: ComponentType) => (
  <Suspense fallback={<p>loading</p>}>
    <Route />
  </Suspense>
);

describe('preloadRoutes', () => {
  it("asks for the address's route and its parents at once, and for nothing else", () => {
    const { routes, loaders } = umiRoutes();
    preloadRoutes(routes, '/document/guide/');
    expect(loaders.guide).toHaveBeenCalledTimes(1);
    expect(loaders.docs).toHaveBeenCalledTimes(1);
    expect(loaders.layout).toHaveBeenCalledTimes(1);
    expect(loaders.home).not.toHaveBeenCalled();
  });

  it('a preloaded route renders in its first render, without the loading fallback', async () => {
    const { routes } = umiRoutes();
    preloadRoutes(routes, '/home');
    await act(async () => undefined);
    render(view(routes.routeComponents['2'] as ComponentType));
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a route not preloaded loads on its first render, as React.lazy does, and once', async () => {
    const { routes, loaders } = umiRoutes();
    preloadRoutes(routes, '/home');
    render(view(routes.routeComponents['4'] as ComponentType));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('guide')).toBeInTheDocument();
    expect(loaders.guide).toHaveBeenCalledTimes(1);
  });

  it('leaves components that are not lazy as they are, and preloads nothing for an unknown address', () => {
    const { routes, loaders } = umiRoutes();
    const redirect = routes.routeComponents['1'];
    preloadRoutes(routes, '/nowhere');
    expect(routes.routeComponents['1']).toBe(redirect);
    Object.values(loaders).forEach((load) => expect(load).not.toHaveBeenCalled());
  });
});
