import { fireEvent, screen } from '@testing-library/react';
import { withReloadMock } from '@test/errorBoundary';
import { renderWithApp, type TestLocale } from '@test/render';
import { act } from 'react';
import ChunkErrorBoundary, { causeOf, isChunkLoadError } from './ChunkErrorBoundary';
import { PRELOAD_FAILED_EVENT } from './preloadFailures';

function Throws({ error }: { error: Error }): JSX.Element {
  throw error;
}

/** The boundary around a part that throws `error`, in `locale`. */
const renderFailing = (error: Error, locale: TestLocale) =>
  renderWithApp(
    <ChunkErrorBoundary>
      <Throws error={error} />
    </ChunkErrorBoundary>,
    { locale },
  );

const chunkError = Object.assign(new Error('Loading chunk 7 failed.\n(error: http://localhost/p__Role__index.js)'), {
  name: 'ChunkLoadError',
});

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
  const reload = withReloadMock();

  it('shows a translated message and a reload button when a page chunk fails', () => {
    renderFailing(chunkError, 'ja-JP');
    expect(screen.getByText('このページを読み込めませんでした')).toBeInTheDocument();
    expect(
      screen.getByText('コンソールの新しいバージョンが公開されました。ページを再読み込みしてください。'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(reload()).toHaveBeenCalled();
  });

  it('says the network is down, not that a new version was deployed, when the chunk failed offline', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailing(chunkError, 'zh-CN');
    expect(screen.getByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText('网络已断开，无法获取此页面。请检查网络连接后重新加载。')).toBeInTheDocument();
    expect(screen.queryByText('控制台已发布新版本，请重新加载页面。')).toBeNull();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('shows a generic translated error for other failures', () => {
    renderFailing(new Error('boom'), 'zh-CN');
    expect(screen.getByText('出错了')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('renders the page when nothing fails', () => {
    renderWithApp(<ChunkErrorBoundary>page</ChunkErrorBoundary>);
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  describe('a first-load chunk whose preload failed (the boot script)', () => {
    const boot = window as Window & { __ropcFailedPreloads?: string[] };
    afterEach(() => {
      delete boot.__ropcFailedPreloads;
    });

    it('replaces the startup spinner with the message when the preload fails later', () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      renderWithApp(<ChunkErrorBoundary>spinner</ChunkErrorBoundary>, { locale: 'ja-JP' });
      expect(screen.getByText('spinner')).toBeInTheDocument();
      act(() => {
        boot.__ropcFailedPreloads = ['/t__plugin-layout__Layout.js'];
        window.dispatchEvent(new Event(PRELOAD_FAILED_EVENT));
      });
      expect(screen.queryByText('spinner')).toBeNull();
      expect(screen.getByText('このページを読み込めませんでした')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
    });

    it('shows the message at once when the preload failed before the app started', () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      boot.__ropcFailedPreloads = ['/p__Home__index.js'];
      renderWithApp(<ChunkErrorBoundary>spinner</ChunkErrorBoundary>, { locale: 'en-US' });
      expect(screen.getByText('This page could not be loaded')).toBeInTheDocument();
      expect(
        screen.getByText('A new version of the console was deployed. Reload the page to continue.'),
      ).toBeInTheDocument();
    });
  });
});

describe('ChunkErrorBoundary on an error that is not a chunk', () => {
  withReloadMock();

  it('says what failed, as text, and renders the page again on retry', () => {
    let fail = true;
    function Flaky(): JSX.Element {
      if (fail) throw new TypeError('<b>rows</b> is undefined');
      return <p>page is back</p>;
    }
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(
      <ChunkErrorBoundary>
        <Flaky />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('TypeError: <b>rows</b> is undefined')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('page is back')).toBeInTheDocument();
  });

  it('names the code of an error that has one', () => {
    expect(causeOf(Object.assign(new Error('System error'), { code: '000500' }))).toBe('000500: System error');
    expect(causeOf(null)).toBe('');
  });
});
