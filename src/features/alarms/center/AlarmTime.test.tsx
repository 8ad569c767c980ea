import { renderWithApp } from '@test/render';
import AlarmTime from './AlarmTime';

const NOW = Date.parse('2026-03-02T18:30:00.000Z');
const absolute = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(Date.parse(iso));

describe('AlarmTime', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('writes the clock time with how long ago beside it, and the full time on hover', () => {
    const iso = new Date(NOW - 3 * 3600_000).toISOString();
    renderWithApp(<AlarmTime iso={iso} />);
    const time = document.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', iso);
    expect(time).toHaveAttribute('title', absolute(iso, 'en-US'));
    const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(Date.parse(iso));
    expect(time).toHaveTextContent(new RegExp(`^${clock}$`));
    expect(time.parentElement).toHaveTextContent(`${clock} · 3 hours ago`);
  });

  it('adds the date when the alarm did not start today, in the user language', () => {
    const iso = new Date(NOW - 3 * 86_400_000).toISOString();
    renderWithApp(<AlarmTime iso={iso} />, { locale: 'ja-JP' });
    expect(document.querySelector('time')).toHaveTextContent(/^2月27日 \d{1,2}:\d{2}$/);
    expect(document.querySelector('.alarm-time')).toHaveTextContent(/ · 3日前$/);
  });

  it('leaves the relative time out from a week on, and writes the full time in the details', () => {
    const iso = new Date(NOW - 10 * 86_400_000).toISOString();
    renderWithApp(<AlarmTime iso={iso} full />, { locale: 'zh-CN' });
    expect(document.querySelector('.alarm-time')).toHaveTextContent(new RegExp(`^${absolute(iso, 'zh-CN')}$`));
  });
});
