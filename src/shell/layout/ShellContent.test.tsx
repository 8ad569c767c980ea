import { act, fireEvent, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import access from '@/access';
import type { SessionContext } from '@/session/startup';
import { renderWithApp } from '@test/render';
import { ShellContentView } from './ShellContent';

const session = (permissions: string[], currentOrgId = 'org-1'): SessionContext => ({
  permissions,
  orgList: [
    { busId: 'org-1', name: 'Harbour' },
    { busId: 'org-2', name: 'Tokyo' },
  ],
  currentOrgId,
});

function view(state: SessionContext, pathname: string, children: ReactNode, onRetry = jest.fn()) {
  return (
    <ShellContentView session={state} flags={access(state)} pathname={pathname} onRetry={onRetry}>
      {children}
    </ShellContentView>
  );
}

describe('ShellContent', () => {
  it('shows the translated 403 page for a guarded route without its code', () => {
    renderWithApp(view(session(['home', 'user', 'account']), '/role', 'role page'), { locale: 'zh-CN' });
    expect(screen.getByText('您没有权限访问此页面。')).toBeInTheDocument();
    expect(screen.queryByText('role page')).toBeNull();
  });

  it('follows a change of permissions without a stale screen', () => {
    const screenOf = renderWithApp(view(session(['home']), '/role', 'role page'));
    expect(screen.getByText('403')).toBeInTheDocument();
    screenOf.rerender(view(session(['home', 'role']), '/role', 'role page'));
    expect(screen.getByText('role page')).toBeInTheDocument();
    screenOf.rerender(view(session(['home']), '/role', 'role page'));
    expect(screen.queryByText('role page')).toBeNull();
  });

  it('remounts the page when the organisation changes, so it reloads its data', () => {
    const mounts = jest.fn();
    function Page() {
      useEffect(() => mounts(), []);
      return <>home page</>;
    }
    const screenOf = renderWithApp(view(session(['home'], 'org-1'), '/home', <Page />));
    screenOf.rerender(view(session(['home'], 'org-1'), '/home', <Page />));
    expect(mounts).toHaveBeenCalledTimes(1);
    screenOf.rerender(view(session(['home'], 'org-2'), '/home', <Page />));
    expect(mounts).toHaveBeenCalledTimes(2);
  });

  it('offers a retry when startup failed', async () => {
    const onRetry = jest.fn();
    renderWithApp(view({ ...session([]), failed: true }, '/home', 'page', onRetry), { locale: 'ja-JP' });
    expect(screen.getByText('コンソールを起動できませんでした')).toBeInTheDocument();
    expect(screen.queryByText('page')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /再試行/ })));
    expect(onRetry).toHaveBeenCalled();
  });
});
