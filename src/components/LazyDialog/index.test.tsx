import { act, screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import { lazyDialog } from '.';

function FakeDialog({ open, label }: { open: boolean; label: string }) {
  return <div data-testid="dialog">{`${label}: ${open ? 'open' : 'closed'}`}</div>;
}

describe('lazyDialog', () => {
  it('loads nothing until the dialog first opens, then keeps it mounted to animate closed', async () => {
    const load = jest.fn(() => Promise.resolve({ default: FakeDialog }));
    const Dialog = lazyDialog(load);
    const view = renderWithApp(<Dialog open={false} label="Add" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('dialog')).toBeNull();

    view.rerender(<Dialog open label="Add" />);
    expect(await screen.findByText('Add: open')).toBeInTheDocument();
    expect(load).toHaveBeenCalled();

    view.rerender(<Dialog open={false} label="Add" />);
    expect(screen.getByText('Add: closed')).toBeInTheDocument();
  });

  it('decides "open" with the given test, e.g. a notice that is present', async () => {
    const Notice = lazyDialog(
      () => Promise.resolve({ default: ({ notice }: { notice?: string }) => <p>{notice ?? 'none'}</p> }),
      (props) => !!props.notice,
    );
    const view = renderWithApp(<Notice />);
    expect(screen.queryByText('none')).toBeNull();
    view.rerender(<Notice notice="password" />);
    expect(await screen.findByText('password')).toBeInTheDocument();
  });

  it('shows a loading status while the code arrives', async () => {
    let arrive: (value: { default: typeof FakeDialog }) => void = () => undefined;
    const Dialog = lazyDialog(
      () =>
        new Promise<{ default: typeof FakeDialog }>((resolve) => {
          arrive = resolve;
        }),
    );
    renderWithApp(<Dialog open label="Edit" />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await act(async () => arrive({ default: FakeDialog }));
    expect(await screen.findByText('Edit: open')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
