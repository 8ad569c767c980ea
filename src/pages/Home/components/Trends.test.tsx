// The trend charts follow the system's "reduce motion" setting: no entry animation when it is on.
import { systemReducesMotion } from '@test/reducedMotion';
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

describe('Trends', () => {
  beforeEach(() => {
    charts.length = 0;
  });

  it('draws the four charts without their entry animation under "reduce motion"', () => {
    systemReducesMotion(true);
    renderWithApp(<Trends days={days} />);
    expect(charts).toHaveLength(4);
    charts.forEach((props) => expect(props.animate).toBe(false));
  });

  it("keeps G2's animation otherwise", () => {
    systemReducesMotion(false);
    renderWithApp(<Trends days={days} />);
    expect(charts).toHaveLength(4);
    charts.forEach((props) => expect(props).not.toHaveProperty('animate'));
  });
});
