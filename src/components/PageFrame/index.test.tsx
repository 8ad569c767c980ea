import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import PageFrame from '.';

describe('PageFrame', () => {
  it("titles the page with its route's name and a breadcrumb from Home, in the UI language", () => {
    renderWithApp(<PageFrame>rows</PageFrame>, { route: '/user', locale: 'ja-JP' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ユーザー管理');
    const crumbs = within(screen.getByRole('navigation', { name: 'パンくずリスト' }));
    expect(crumbs.getByRole('link', { name: 'ホーム' })).toHaveAttribute('href', '/home');
    expect(crumbs.getByText('ユーザー管理').closest('li')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('rows')).toBeInTheDocument();
  });

  it('makes the route a step back to the list on a detail page', () => {
    renderWithApp(
      <PageFrame
        title="Pier 39 Visitor Center"
        parentHref="/organization?current=2"
        extra={<button type="button">Back to list</button>}
      >
        detail
      </PageFrame>,
      { route: '/organization?org=o-1&current=2' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pier 39 Visitor Center');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Organization Management' })).toHaveAttribute(
      'href',
      '/organization?current=2',
    );
    expect(crumbs.getByText('Pier 39 Visitor Center').closest('li')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Back to list' })).toBeInTheDocument();
  });

  it('shows a loading status instead of the content while loading', () => {
    renderWithApp(<PageFrame loading>content</PageFrame>, { route: '/manufacturer' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('content')).toBeNull();
  });
});
