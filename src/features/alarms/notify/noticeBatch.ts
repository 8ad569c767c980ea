/**
 * New alarms collected into one notice: a burst reads "12 new alarms" once, not as a stack of twelve. The notice
 * keeps counting while it is open; the desktop counts what came since its last notification.
 */
export interface Batch {
  count: number;
  /** The newest alarm of the batch (what a batch of one opens). */
  latest: API.AlarmItem;
}

export const addToBatch = (batch: Batch | undefined, alarm: API.AlarmItem): Batch => ({
  count: (batch?.count ?? 0) + 1,
  latest: alarm,
});
