import { act, fireEvent, screen } from '@testing-library/react';
import { notification } from 'antd';
import { withReloadMock } from '@test/errorBoundary';
import { renderWithApp } from '@test/render';
import OverlayBoundary from './OverlayBoundary';

function Throws({ error }: { error: Error }): JSX.Element {
  throw error;
}

const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

describe('OverlayBoundary', () => {
  const reload = withReloadMock();
  afterEach(() => act(() => notification.destroy()));

  it('closes a part whose code failed to load, keeps the page, and offers a reload', async () => {
    const onClose = jest.fn();
    renderWithApp(
      <>
        <p>The page</p>
        <OverlayBoundary onClose={onClose} resetKey="open">
          <Throws error={chunkError} />
        </OverlayBoundary>
      </>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('This part of the console could not be loaded')).toBeInTheDocument();
    expect(
      screen.getByText('A new version of the console was deployed. Reload the page to continue.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload()).toHaveBeenCalled();
  });

  it('names a render failure as such, and tries again when the part is opened anew', async () => {
    const { rerender } = renderWithApp(
      <OverlayBoundary resetKey={1}>
        <Throws error={new Error('x is undefined')} />
      </OverlayBoundary>,
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    rerender(
      <OverlayBoundary resetKey={2}>
        <p>The drawer</p>
      </OverlayBoundary>,
    );
    expect(screen.getByText('The drawer')).toBeInTheDocument();
  });
});
