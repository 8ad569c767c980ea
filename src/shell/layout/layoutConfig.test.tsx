import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { layoutConfig } from './layoutConfig';

describe('layoutConfig', () => {
  it('builds the menu from the routes, with no menu.request (config/bundle.ts drops what would run one)', () => {
    const config = layoutConfig();
    expect(config.menu).toBeDefined();
    expect(config.menu).not.toHaveProperty('request');
  });

  it("shows the shell's menu outline first and the menu a painted frame after the page", async () => {
    const { menuContentRender } = layoutConfig();
    if (typeof menuContentRender !== 'function') throw new Error('no menuContentRender');
    const menu: ReactNode = <nav data-testid="menu" />;
    render(<>{menuContentRender({}, menu)}</>);
    expect(screen.getByTestId('menu-outline')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('menu')).toBeNull();
    expect(await screen.findByTestId('menu')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-outline')).toBeNull();
  });
});
