/**
 * Placeholder until the transport lands (client46): whether this tab holds the browser's one stream. Desktop
 * notifications come from the leader only, so many tabs show one notification per alarm.
 */
export function isStreamLeader(): boolean {
  return true;
}
