import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import TutorialGrid from './TutorialGrid';

const ORIGIN = window.location.origin;

const item = (n: number, extra: Partial<API.Tutorial> = {}): API.Tutorial => ({
  id: `tut-${n}`,
  title: `Tutorial ${n}`,
  description: `About ${n}`,
  language: 'ja-JP',
  videoUrl: '/v.webm',
  thumbnailUrl: null,
  durationSeconds: 65,
  scope: 'platform',
  orgName: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

function renderGrid(props: Partial<Parameters<typeof TutorialGrid>[0]> = {}) {
  const handlers = { onOpen: jest.fn(), onPage: jest.fn(), onRetry: jest.fn(), onClearFilters: jest.fn() };
  renderWithApp(
    <TutorialGrid
      status="ready"
      current={1}
      filtered={false}
      origin={ORIGIN}
      nameOf={() => '日本語'}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('TutorialGrid', () => {
  it('shows each tutorial as a button named after it, with its duration, language and a drawn thumbnail', () => {
    const { onOpen, onPage } = renderGrid({
      page: {
        list: [item(1), item(2, { thumbnailUrl: '/tutorials/alarm.svg', scope: 'organization', orgName: 'Harbour' })],
        total: 12,
      },
    });
    const first = screen.getByRole('button', { name: 'Play Tutorial 1' });
    expect(first).toHaveAccessibleDescription('日本語 Duration 1:05');
    expect(first.querySelector('[data-testid="tutorial-placeholder"]')).not.toBeNull();
    const second = screen.getByRole('button', { name: 'Play Tutorial 2' });
    expect(second.querySelector('img')).toHaveAttribute('src', '/tutorials/alarm.svg');
    expect(second).toHaveTextContent('Added by Harbour');
    fireEvent.click(second);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'tut-2' }));
    expect(screen.getByText('12 tutorials')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    expect(onPage).toHaveBeenCalledWith(2, 10);
  });

  it('never loads a thumbnail of another origin', () => {
    renderGrid({ page: { list: [item(1, { thumbnailUrl: 'https://images.example.com/t.png' })], total: 1 } });
    expect(document.querySelector('img')).toBeNull();
  });

  it('says when there is nothing yet', () => {
    renderGrid({ page: { list: [], total: 0 } });
    expect(screen.getByText('No video tutorials yet.')).toBeInTheDocument();
  });

  it('offers to clear filters that match nothing', () => {
    const { onClearFilters } = renderGrid({ page: { list: [], total: 0 }, filtered: true });
    expect(screen.getByText('No tutorials match these filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalled();
  });

  it('shows a translated error with a retry', () => {
    const { onRetry } = renderGrid({ status: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('The video tutorials could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows placeholders while the first page loads', () => {
    renderGrid({ status: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading video tutorials…' })).toBeInTheDocument();
  });
});
