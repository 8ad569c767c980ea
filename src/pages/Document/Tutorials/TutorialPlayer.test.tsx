import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import type { TestLocale } from '@test/render';
import TutorialPlayer from './TutorialPlayer';

const ORIGIN = window.location.origin;

const tutorial = (videoUrl: string, extra: Partial<API.Tutorial> = {}): API.Tutorial => ({
  id: 'tut-1',
  title: 'Replacing the squeegee blades',
  description: 'Step one.\nStep two.',
  language: 'en-US',
  videoUrl,
  thumbnailUrl: '/tutorials/squeegee.svg',
  durationSeconds: 270,
  scope: 'platform',
  orgName: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

function open(item: API.Tutorial, locale: TestLocale = 'en-US') {
  return renderWithApp(
    <TutorialPlayer tutorial={item} open languageName={() => 'English'} origin={ORIGIN} onClose={() => {}} />,
    { locale },
  );
}

const video = () => document.querySelector('video');

describe('TutorialPlayer', () => {
  it('plays a video of the console origin in the browser video element', async () => {
    open(tutorial('/api/ropc/tutorial/media/first-start.webm'));
    await screen.findByText('Replacing the squeegee blades');
    expect(video()).toHaveAttribute('src', '/api/ropc/tutorial/media/first-start.webm');
    expect(video()).toHaveAttribute('controls');
    expect(video()).toHaveAttribute('poster', '/tutorials/squeegee.svg');
    expect(screen.getByLabelText('Video: Replacing the squeegee blades')).toBe(video());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Duration 4:30')).toBeInTheDocument();
  });

  it('explains and links to a video of another origin, opening it in a new tab without the opener', async () => {
    open(tutorial('https://videos.pacific-robotics.example/tutorials/squeegee.mp4'));
    expect(await screen.findByText('This video plays on another site')).toBeInTheDocument();
    expect(video()).toBeNull();
    const link = screen.getByRole('link', { name: /Open the video on videos\.pacific-robotics\.example/ });
    expect(link).toHaveAttribute('href', 'https://videos.pacific-robotics.example/tutorials/squeegee.mp4');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/opens in a new tab/);
  });

  it('offers neither a video nor a link for an address that breaks the rule', async () => {
    open(tutorial('javascript:alert(1)'));
    expect(await screen.findByText(/no valid video address/)).toBeInTheDocument();
    expect(video()).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('falls back to a link when the video cannot be played', async () => {
    open(tutorial('/api/ropc/tutorial/media/missing.webm'));
    await screen.findByText('Replacing the squeegee blades');
    fireEvent.error(video()!);
    expect(await screen.findByText('The video could not be played')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the video in a new tab/ })).toHaveAttribute(
      'href',
      '/api/ropc/tutorial/media/missing.webm',
    );
  });

  it('renders the title and description as text, never as HTML', async () => {
    const hostile = '<img src=x onerror="window.pwned=1">';
    open(
      tutorial('/a.webm', {
        title: hostile,
        description: `<b>bold</b>${hostile}`,
        thumbnailUrl: 'https://images.example.com/t.png',
      }),
    );
    expect(await screen.findByText(hostile)).toBeInTheDocument();
    expect(screen.getByText(`<b>bold</b>${hostile}`)).toBeInTheDocument();
    expect(document.querySelector('.ant-modal img, .ant-modal b')).toBeNull();
    expect(video()).not.toHaveAttribute('poster');
  });

  it('speaks the UI language', async () => {
    open(tutorial('https://videos.example.com/a.mp4'), 'ja-JP');
    expect(await screen.findByText('この動画は外部のサイトで再生されます')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /videos\.example\.com で動画を開く/ })).toBeInTheDocument();
  });
});
