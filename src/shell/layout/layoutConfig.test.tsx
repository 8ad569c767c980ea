import { layoutConfig } from './layoutConfig';

describe('layoutConfig', () => {
  it('builds the menu from the routes, with no menu.request (config/bundle.ts drops what would run one)', () => {
    const config = layoutConfig();
    expect(config.menu).toBeDefined();
    expect(config.menu).not.toHaveProperty('request');
  });
});
