// The trend charts follow the system's "reduce motion" setting: no entry animation when it is on.
import { renderWithApp } from '@test/render';
import Trends from './Trends';

const charts: Array<Record<string, unknown>> = [];
jest.mock('@ant-design/plots', () => {
  const chart = (props: Record<string, unknown>) => {
    charts.push(props);
    return null;
  };
  return { Column: chart, Line: chart };
});

const days: API.DashboardDay[] = [
  {
    date: '2026-11-20',
    taskCount: 10,
    plannedArea: 1000,
    actualArea: 900,
    workingHours: 12,
    effectiveHours: 10,
    completionRate: 0.9,
  } as API.DashboardDay,
];

function reduceMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('Trends', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    charts.length = 0;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('draws the four charts without their entry animation under "reduce motion"', () => {
    reduceMotion(true);
    renderWithApp(<Trends days={days} />);
    expect(charts).toHaveLength(4);
    charts.forEach((props) => expect(props.animate).toBe(false));
  });

  it("keeps G2's animation otherwise", () => {
    reduceMotion(false);
    renderWithApp(<Trends days={days} />);
    expect(charts).toHaveLength(4);
    charts.forEach((props) => expect(props).not.toHaveProperty('animate'));
  });
});
