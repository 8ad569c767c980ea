import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { lazyPreloadable } from './lazyPreloadable';

function Panel({ label }: { label: string }) {
  return <p>{label}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>boundary</p> : this.props.children;
  }
}

const view = (node: ReactNode) => (
  <Boundary>
    <Suspense fallback={<p>fallback</p>}>{node}</Suspense>
  </Boundary>
);

describe('lazyPreloadable', () => {
  it('before its module has arrived, suspends like React.lazy and then shows', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Panel }));
    const Lazy = lazyPreloadable(load);
    render(view(<Lazy label="ready" />));
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once preloaded, renders in the same render: no fallback, nothing loaded twice', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Panel }));
    const Lazy = lazyPreloadable(load);
    Lazy.preload();
    Lazy.preload();
    await act(async () => undefined);
    render(view(<Lazy label="at once" />));
    expect(screen.getByText('at once')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is asked again by the render; a failed load reaches the error boundary; a later preload asks again', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Panel }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockRejectedValueOnce(new Error('chunk failed again'))
      .mockResolvedValue({ default: Panel });
    const Lazy = lazyPreloadable(load);
    Lazy.preload(); // the failure is not thrown here
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(view(<Lazy label="first" />));
    expect(await screen.findByText('boundary')).toBeInTheDocument();
    first.unmount();
    error.mockRestore();
    Lazy.preload();
    await act(async () => undefined);
    render(view(<Lazy label="again" />));
    expect(screen.getByText('again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
