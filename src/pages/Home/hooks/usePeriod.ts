/** The dashboard period, kept in the URL as ?period=7|30|all (Last 7 Days when absent or unknown). */
import { useUrlState } from '@/hooks/useUrlState';
import { DEFAULT_PERIOD, parsePeriod, type Period } from '@/contract/metrics';

const KEYS = ['period', 'current'] as const;

export function usePeriod() {
  const [values, set] = useUrlState(KEYS);
  const period = parsePeriod(values.period) || DEFAULT_PERIOD;
  // A new period starts the overview on its first page.
  const setPeriod = (next: Period) => set({ period: next, current: undefined });
  return [period, setPeriod] as const;
}
