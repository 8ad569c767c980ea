import { screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import BellButton from './BellButton';

describe('BellButton', () => {
  it('caps the badge at 99+ and says the real count in its label', () => {
    renderWithApp(<BellButton count={100} />);
    expect(screen.getByRole('button', { name: 'Alarm messages, 100 unread' })).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it.each([5, 99])('shows the exact count %i', (count) => {
    renderWithApp(<BellButton count={count} />);
    expect(screen.getByRole('button', { name: `Alarm messages, ${count} unread` })).toBeInTheDocument();
    expect(document.querySelector('.ant-badge-count')).toHaveAttribute('title', String(count));
  });

  it('shows no badge without unread alarms', () => {
    const { container } = renderWithApp(<BellButton count={0} />);
    expect(screen.getByRole('button', { name: 'Alarm messages, no unread' })).toBeInTheDocument();
    expect(container.querySelector('.ant-badge-count')).toBeNull();
  });

  it('labels the bell in the user language', () => {
    renderWithApp(<BellButton count={5} />, { locale: 'zh-CN' });
    expect(screen.getByRole('button', { name: '告警消息，5条未读' })).toBeInTheDocument();
    renderWithApp(<BellButton count={120} />, { locale: 'ja-JP' });
    expect(screen.getByRole('button', { name: 'アラーム、未読120件' })).toBeInTheDocument();
  });
});
