import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import HelpMenu from './HelpMenu';
import PageHelpLink from '@/components/help/PageHelpLink';
import { pageDocOf } from '@/components/help/docLinks';

describe('help entries', () => {
  it("offer the documentation, the maintenance instructions, the tutorials and this page's section, in new tabs", async () => {
    renderWithApp(<HelpMenu />, { route: '/role' });
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    const link = (name: string) => screen.getByRole('link', { name });
    expect(await screen.findByRole('link', { name: 'Product documentation' })).toHaveAttribute(
      'href',
      '/document/productDocumentation',
    );
    expect(link('Maintenance instructions')).toHaveAttribute('href', '/document/maintenanceInstructions');
    expect(link('Video tutorials')).toHaveAttribute('href', '/document/productDocumentation?tab=tutorials');
    expect(link('Help on this page: Role management')).toHaveAttribute(
      'href',
      '/document/productDocumentation#manage-roles',
    );
    expect(link('Video tutorials')).toHaveAttribute('target', '_blank');
  });

  it('link each page to its section, in the UI language', () => {
    renderWithApp(<PageHelpLink />, { route: '/organization?org=o-1', locale: 'zh-CN' });
    const link = screen.getByRole('link', { name: /帮助：组织管理/ });
    expect(link).toHaveAttribute('href', '/document/productDocumentation#manage-organizations');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('have a section for every page of the main menu, and none elsewhere', () => {
    ['/home', '/organization', '/manufacturer', '/user', '/account', '/role'].forEach((path) =>
      expect(pageDocOf(path)).toBeDefined(),
    );
    expect(pageDocOf('/Home/')?.href).toBe('/document/productDocumentation#home');
    expect(pageDocOf('/noAuth')).toBeUndefined();
  });
});
