/**
 * Stands in for `@ant-design/cssinjs-utils`' util/statistic (wired in config/bundle.ts, rule
 * token-merge-by-prototype). In a production build its `merge` is `Object.assign({}, ...objects)`, and antd calls it
 * at least once for each component it styles, with its whole design token (about 550 keys) first: each call copied
 * every key of the token into a new object. Here the new object inherits the first object's keys instead, and the
 * others are assigned over it as before, so every key reads the same value. antd's style functions only read a merged
 * token key by key (no spread, no `Object.keys`): config/stubs/TokenMerge.test.ts compares the CSS of every antd
 * style hook with and without this.
 *
 * The statistic (which tokens each component reads) is antd's development aid: off, as in its production build.
 */
type Tokens = Record<string, unknown>;

export function merge(...objects: unknown[]): Tokens {
  const [first, ...rest] = objects;
  if (typeof first !== 'object' || first === null) return Object.assign({}, ...objects);
  return Object.assign(Object.create(first) as Tokens, ...rest);
}

/** antd's development statistic: empty in production. */
export const statistic: Tokens = {};
export const _statistic_build_: Tokens = {};

function noop() {}

/** As in production: the token itself, no key recorded. */
export default function statisticToken<T>(token: T) {
  return { token, keys: undefined as Set<string> | undefined, flush: noop as (...args: unknown[]) => void };
}
