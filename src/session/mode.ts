/** Alternate mode: a distributor opens a customer organisation with ?mode=..&busId=..(&fromBusId=..). */
import type { ModeState } from './storage';

export function readModeFromQuery(search: string): ModeState | null {
  const params = new URLSearchParams(search);
  const mode = params.get('mode');
  const busId = params.get('busId');
  if (!mode || !busId) return null;
  const fromBusId = params.get('fromBusId');
  return fromBusId ? { mode, busId, fromBusId } : { mode, busId };
}
