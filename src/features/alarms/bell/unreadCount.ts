/** What the bell's badge shows: nothing for 0, the count up to 99, then "99+". */
export const UNREAD_CAP = 99;

export function unreadBadgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(Math.floor(count));
}
