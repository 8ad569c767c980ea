import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render';
import ChunkErrorBoundary, { isChunkLoadError } from './ChunkErrorBoundary';

function Throws({ error }: { error: Error }): JSX.Element {
  throw error;
}

const chunkError = Object.assign(new Error('Loading chunk 7 failed.\n(error: http://localhost/p__Role__index.js)'), { name: 'ChunkLoadError' });

describe('isChunkLoadError', () => {
  it.each([
    chunkError,
    new Error('Loading CSS chunk 12 failed.'),
    new TypeError('Failed to fetch dynamically imported module: /p__Role.js'),
  ])('recognises %s', (error) => expect(isChunkLoadError(error)).toBe(true));

  it.each([new Error('x is undefined'), null, undefined, 'text'])('does not take %s for a chunk error', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('ChunkErrorBoundary', () => {
  let reload: jest.Mock;
  const original = window.location;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    reload = jest.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    jest.restoreAllMocks();
  });

  it('shows a translated message and a reload button when a page chunk fails', () => {
    renderWithApp(
      <ChunkErrorBoundary>
        <Throws error={chunkError} />
      </ChunkErrorBoundary>,
      { locale: 'ja-JP' },
    );
    expect(screen.getByText('このページを読み込めませんでした')).toBeInTheDocument();
    expect(screen.getByText('コンソールの新しいバージョンが公開されました。ページを再読み込みしてください。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(reload).toHaveBeenCalled();
  });

  it('shows a generic translated error for other failures', () => {
    renderWithApp(
      <ChunkErrorBoundary>
        <Throws error={new Error('boom')} />
      </ChunkErrorBoundary>,
      { locale: 'zh-CN' },
    );
    expect(screen.getByText('出错了')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('renders the page when nothing fails', () => {
    renderWithApp(<ChunkErrorBoundary>page</ChunkErrorBoundary>);
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});
