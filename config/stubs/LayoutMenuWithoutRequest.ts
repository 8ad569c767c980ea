/**
 * Stands in for `swr` in pro-layout's ProLayout (wired in config/bundle.ts), which uses it only to run
 * `menu.request`. The console builds its menu from the routes and passes no `menu.request`
 * (config/bundle.test.ts checks), yet the request-less fetch still settled after the layout's first render and
 * rendered the whole layout once more. Without a request there is nothing to fetch: no data, never loading.
 */
const noop = () => Promise.resolve(undefined);

export default function useSWR() {
  return { data: undefined, isLoading: false, mutate: noop };
}

/** ProLayout clears its entry from the cache on unmount: a cache that holds nothing. */
const cache = new Map<unknown, unknown>();

export function useSWRConfig() {
  return { cache };
}
