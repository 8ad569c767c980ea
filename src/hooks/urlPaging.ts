/**
 * A list's page in the address, as pure functions: every paged list (ProTable pages through useUrlTable, the alarm
 * list, the data overview) reads and writes `current` and `pageSize` the same way. Kept apart from the hook so that
 * the shell's alarm list does not load a React hook module to read a number.
 */
import { PAGE_SIZE, pageNumberOf, pageSizeOf } from '@/domain/paging';

/** Paging from the URL: page 1 and the spec's size by default, the size at most MAX_PAGE_SIZE. */
export function pagingOf(values: { current?: string; pageSize?: string }) {
  return { current: pageNumberOf(values.current), pageSize: pageSizeOf(values.pageSize) };
}

/** Paging for the URL: the defaults are left out, so a plain list has a plain address. */
export function pagingChanges(current: number, pageSize: number) {
  return { current: current > 1 ? current : undefined, pageSize: pageSize !== PAGE_SIZE ? pageSize : undefined };
}
