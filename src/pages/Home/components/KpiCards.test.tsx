import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import { deriveMetrics, EMPTY_TOTALS } from '@/domain/metrics';
import KpiCards from './KpiCards';

const current = deriveMetrics({
  taskCount: 1200,
  plannedArea: 1500000,
  actualArea: 1380000,
  workingHours: 1650,
  effectiveHours: 1380,
});
const previous = deriveMetrics({
  taskCount: 1000,
  plannedArea: 1400000,
  actualArea: 1302000,
  workingHours: 1500,
  effectiveHours: 1240,
});
const summary = (over: Partial<API.DashboardSummary> = {}): API.DashboardSummary => ({
  period: '7',
  from: '2026-11-15',
  to: '2026-11-21',
  previousFrom: '2026-11-08',
  previousTo: '2026-11-14',
  current,
  previous,
  timeZone: 'America/Los_Angeles',
  orgCount: 4,
  deviceCount: 63,
  ...over,
});

describe('KPI cards', () => {
  it('show each figure with its unit and the change against the previous period', () => {
    renderWithApp(<KpiCards summary={summary()} />);
    const tasks = screen.getByRole('group', { name: 'Task count' });
    expect(within(tasks).getByTestId('kpi-value')).toHaveTextContent(/^1,200$/);
    expect(tasks).toHaveTextContent('tasks');
    // The direction in words, not only as the arrow.
    expect(tasks).toHaveTextContent('Up 20.0% vs previous 7 days');
    const rate = screen.getByRole('group', { name: 'Cleaning completion rate' });
    expect(within(rate).getByTestId('kpi-value')).toHaveTextContent(/^92\.0$/);
    expect(rate).toHaveTextContent('Down 1.0 pts vs previous 7 days');
    expect(screen.getByRole('group', { name: 'Cleaning efficiency' })).toHaveTextContent('1,000m²/h');
  });

  it('show no change for All, and a dash where a figure has no value', () => {
    renderWithApp(
      <KpiCards summary={summary({ period: 'all', previous: null, current: deriveMetrics(EMPTY_TOTALS) })} />,
    );
    expect(screen.queryByText(/vs previous/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Time per task' })).getByTestId('kpi-value')).toHaveTextContent(
      /^—$/,
    );
    expect(within(screen.getByRole('group', { name: 'Task count' })).getByTestId('kpi-value')).toHaveTextContent(/^0$/);
  });

  it('say so when the previous period had nothing to compare with', () => {
    renderWithApp(<KpiCards summary={summary({ previous: deriveMetrics(EMPTY_TOTALS) })} />);
    expect(screen.getByRole('group', { name: 'Task count' })).toHaveTextContent('No data in the previous period');
  });

  it('show a change under 1 % neutral: its figure and arrow, but neither better nor worse', () => {
    const steady = deriveMetrics({
      taskCount: 1002,
      plannedArea: 1500000,
      actualArea: 1380000,
      workingHours: 1650,
      effectiveHours: 1380,
    });
    renderWithApp(<KpiCards summary={summary({ current: steady, previous: { ...steady, taskCount: 1000 } })} />);
    const tasks = screen.getByRole('group', { name: 'Task count' });
    expect(tasks).toHaveTextContent('Up 0.2% vs previous 7 days');
    const change = tasks.querySelector('[data-change="up"]')!;
    expect(change).toHaveAttribute('data-notable', 'false');
    expect(change.lastElementChild).not.toHaveStyle({ color: '#237804' });
  });

  it('colour a notable change as better or worse', () => {
    renderWithApp(<KpiCards summary={summary()} />);
    const tasks = screen.getByRole('group', { name: 'Task count' });
    expect(tasks.querySelector('[data-change="up"]')!.lastElementChild).toHaveStyle({ color: '#237804' });
  });

  it('use the locale for numbers and labels', () => {
    renderWithApp(<KpiCards summary={summary()} />, { locale: 'ja-JP' });
    const hours = screen.getByRole('group', { name: '稼働時間' });
    expect(within(hours).getByTestId('kpi-value')).toHaveTextContent(/^1,650\.0$/);
    expect(hours).toHaveTextContent('時間');
    expect(hours).toHaveTextContent(/前の7日間より[\d.]+%(増加|減少)/);
  });

  it('say the direction in words in Chinese: 较前7天上升…', () => {
    renderWithApp(<KpiCards summary={summary()} />, { locale: 'zh-CN' });
    expect(screen.getByTestId('kpi-taskCount')).toHaveTextContent('较前7天上升20.0%');
  });

  it('show skeletons of the same size while loading', () => {
    renderWithApp(<KpiCards />);
    expect(screen.getAllByTestId('kpi-skeleton')).toHaveLength(8);
  });
});
