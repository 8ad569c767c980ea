/**
 * The dashboard period, kept in the URL as ?period=7|30|all (Last 7 Days when absent or unknown).
 *
 * A switch applies to the page at once and reaches the address in a transition: the address is read by the whole
 * layout (ProLayout takes the location), whose render took 0.6-0.9 s at 4x CPU throttling before the new figures
 * could even be asked for. The figures follow `period` at once; what else follows the period (fleet health, the
 * overview and its page number) follows `inAddress`, with the address.
 */
import { startTransition, useState } from 'react';
import { useUrlState } from '@/hooks/useUrlState';
import { DEFAULT_PERIOD, parsePeriod, type Period } from '@/domain/metrics';

const KEYS = ['period', 'current'] as const;

export function usePeriod() {
  const [values, set] = useUrlState(KEYS);
  const inAddress = parsePeriod(values.period) || DEFAULT_PERIOD;
  // A period chosen whose address update is still being rendered.
  const [chosen, setChosen] = useState<Period | null>(null);
  if (chosen !== null && chosen === inAddress) setChosen(null);
  const period = chosen ?? inAddress;
  const setPeriod = (next: Period) => {
    setChosen(next);
    // A new period starts the overview on its first page.
    startTransition(() => set({ period: next, current: undefined }));
  };
  return { period, setPeriod, inAddress };
}
