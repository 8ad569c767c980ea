/** One type holding every member of a union: the keys of all the areas of a catalog. */
type AllOf<U> = (U extends unknown ? (area: U) => void : never) extends (area: infer I) => void ? I : never;

/**
 * A language's full catalog: its areas (one module per area, `<locale>/areas.ts`) merged into one message table.
 * Areas own disjoint keys (catalogs.test.ts), so the order they merge in changes nothing.
 */
export function mergeAreas<Areas extends Record<string, Record<string, string>>>(
  areas: Areas,
): AllOf<Areas[keyof Areas]> {
  return Object.assign({}, ...Object.values(areas));
}
