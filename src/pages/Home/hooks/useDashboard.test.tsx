import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { getRequestInstance } from '@umijs/max';
import { setIntl } from '@@/plugin-locale/localeExports';
import { answersHaveCome, forgetCachedReads, holdEarlySummary } from '@test/earlyCalls';
import { useDashboard } from './useDashboard';

// The network replaced under the request layer (an axios adapter answering each call by its address); the typed
// client, the request layer and the query cache are the real ones.
const calls = { summary: jest.fn(), trend: jest.fn() };
const network = (config: { url?: string; data?: string }) => {
  const period = JSON.parse(config.data || '{}').period;
  const answer = config.url?.endsWith('/dashboard/summary') ? calls.summary(period) : calls.trend(period);
  return Promise.resolve(answer).then((data) => ({
    data: { code: '000200', msg: 'success', data },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  }));
};
const platform = getRequestInstance().defaults.adapter;
beforeAll(() => {
  getRequestInstance().defaults.adapter = network as never;
});
afterAll(() => {
  getRequestInstance().defaults.adapter = platform;
});

const SUMMARY = { period: '7', current: { taskCount: 3 } } as unknown as API.DashboardSummary;
const FROM_NETWORK = { period: '7', current: { taskCount: 4 } } as unknown as API.DashboardSummary;

beforeEach(() => {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('currentOrgId', 'org-1');
  setIntl('en-US');
  window.history.replaceState(null, '', '/home');
  calls.summary.mockReset().mockResolvedValue(FROM_NETWORK);
  calls.trend.mockReset().mockReturnValue(new Promise(() => {}));
});
afterEach(() => forgetCachedReads());

/** Every value of `shown` the hook rendered, in order. */
function renderDashboard() {
  const shown: Array<API.DashboardSummary | undefined> = [];
  renderHook(() => {
    const dashboard = useDashboard('7');
    shown.push(dashboard.shown);
    return dashboard;
  });
  return shown;
}

describe('useDashboard', () => {
  it("renders the landing period's figures at once when boot has brought them, without calling again", async () => {
    holdEarlySummary(Promise.resolve({ code: '000200', msg: 'success', data: SUMMARY }));
    await answersHaveCome();
    const shown = renderDashboard();
    expect(shown[0]).toEqual(SUMMARY);
    await waitFor(() => expect(calls.trend).toHaveBeenCalled());
    expect(calls.summary).not.toHaveBeenCalled();
    expect(shown.every((value) => value === shown[0])).toBe(true);
  });

  it('still shows them without calling when React throws the first render away (a sibling suspends)', async () => {
    holdEarlySummary(Promise.resolve({ code: '000200', msg: 'success', data: SUMMARY }));
    await answersHaveCome();
    let loaded = false;
    let load: () => void = () => undefined;
    const chunk = new Promise<void>((resolve) => {
      load = () => {
        loaded = true;
        resolve();
      };
    });
    const rendered: Array<API.DashboardSummary | undefined> = [];
    function Figures() {
      const { shown } = useDashboard('7');
      rendered.push(shown);
      return <span data-testid="figures">{shown?.current.taskCount}</span>;
    }
    function Beside() {
      if (!loaded) throw chunk; // a lazy part of the layout whose chunk is still on its way
      return null;
    }
    render(
      <Suspense fallback={<span data-testid="fallback" />}>
        <Figures />
        <Beside />
      </Suspense>,
    );
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
    expect(rendered).toEqual([SUMMARY]); // rendered once, then thrown away with the suspended tree
    load();
    expect(await screen.findByTestId('figures')).toHaveTextContent('3');
    await waitFor(() => expect(calls.trend).toHaveBeenCalled());
    expect(calls.summary).not.toHaveBeenCalled();
    expect(rendered.every((value) => value === SUMMARY)).toBe(true);
  });

  it('without an answer that has come, renders no figures first and asks the platform', async () => {
    const shown = renderDashboard();
    expect(shown[0]).toBeUndefined();
    await waitFor(() => expect(shown[shown.length - 1]).toEqual(FROM_NETWORK));
    expect(calls.summary).toHaveBeenCalledWith('7');
  });
});
