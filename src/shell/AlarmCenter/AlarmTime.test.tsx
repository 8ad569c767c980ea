import { screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import AlarmTime from './AlarmTime';

const ISO = '2026-03-01T15:04:05.000Z';
const absolute = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(Date.parse(ISO));

describe('AlarmTime', () => {
  it('gives screen readers the absolute time as text, not only as a hover title', () => {
    renderWithApp(<AlarmTime iso={ISO} />);
    const time = document.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', ISO);
    expect(time).toHaveAttribute('title', absolute('en-US'));
    expect(time).toHaveTextContent(`(started ${absolute('en-US')})`);
    expect(screen.getByText(`(started ${absolute('en-US')})`)).toBeInTheDocument();
  });

  it('speaks the user language', () => {
    renderWithApp(<AlarmTime iso={ISO} />, { locale: 'zh-CN' });
    expect(document.querySelector('time')).toHaveTextContent(`（发生时间 ${absolute('zh-CN')}）`);
    renderWithApp(<AlarmTime iso={ISO} />, { locale: 'ja-JP' });
    expect(screen.getByText(`（発生日時 ${absolute('ja-JP')}）`)).toBeInTheDocument();
  });

  it('does not repeat the absolute time where it is written next to it', () => {
    renderWithApp(<AlarmTime iso={ISO} spokenAbsolute={false} />);
    expect(document.querySelector('time')).not.toHaveTextContent(absolute('en-US'));
  });
});
