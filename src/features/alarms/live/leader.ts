/** Whether this tab holds the browser's alarm stream: only the leader notifies, so one alarm makes one notification. */

let leading = false;

export function isStreamLeader(): boolean {
  return leading;
}

export function setStreamLeader(value: boolean) {
  leading = value;
}
