import { listDashboardDevices } from '@/services/ropc/dashboard';
import { fetchAllRows, MAX_PAGES } from './exportCsv';

jest.mock('@/services/ropc/dashboard', () => ({ listDashboardDevices: jest.fn() }));

const list = jest.mocked(listDashboardDevices);
const row = (i: number) => ({ deviceName: `D${i}`, serial: `S${i}` }) as API.DashboardDeviceRow;
const fullPage = (total: unknown) => async (q: API.DashboardDevicesQuery) =>
  ({ list: Array.from({ length: q.pageSize ?? 0 }, (_, i) => row(i)), total }) as API.Page<API.DashboardDeviceRow>;

/** Before the cap, a page answer without a usable total looped forever: fail loudly instead of hanging the run. */
function guard(answer: (q: API.DashboardDevicesQuery) => Promise<API.Page<API.DashboardDeviceRow>>) {
  list.mockImplementation(async (q) => {
    if (list.mock.calls.length > MAX_PAGES * 4) throw new Error('export kept requesting pages');
    return answer(q);
  });
}

beforeEach(() => list.mockReset());

describe('fetchAllRows', () => {
  it.each([undefined, 'many', null, Number.NaN, Infinity])(
    'stops at the page cap when every page is full and the total is %p',
    async (total) => {
      guard(fullPage(total));
      const result = await fetchAllRows({ period: 7 } as never);
      expect(list).toHaveBeenCalledTimes(MAX_PAGES);
      expect(result.capped).toBe(true);
      expect(result.rows).toHaveLength(MAX_PAGES * 200);
    },
  );

  it('stops on a short page when the total is missing', async () => {
    guard(
      async (q) =>
        ({ list: q.current === 3 ? [row(1), row(2)] : Array.from({ length: 200 }, (_, i) => row(i)) }) as never,
    );
    const result = await fetchAllRows({ period: 7 } as never);
    expect(list).toHaveBeenCalledTimes(3);
    expect(result).toEqual({ rows: expect.any(Array), capped: false });
    expect(result.rows).toHaveLength(402);
  });

  it('stops when the rows reach a numeric total, and on an answer without a list', async () => {
    guard(fullPage(400));
    expect((await fetchAllRows({ period: 7 } as never)).rows).toHaveLength(400);
    expect(list).toHaveBeenCalledTimes(2);
    list.mockReset();
    guard(async () => ({ total: 'x' }) as never);
    expect(await fetchAllRows({ period: 7 } as never)).toEqual({ rows: [], capped: false });
  });
});
