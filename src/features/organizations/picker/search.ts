/**
 * The organisation switcher's search: by name or code, ignoring case, outer spaces and full-width/half-width
 * differences (NFKC), so `ｈａｒｂｏｕｒ` finds Harbour and `tcs` finds 東京クリーンサービス (code TCS). Names that
 * start with the text come first, then the other matches, each in the user's order.
 */
export interface OrgOption {
  busId: string;
  name: string;
  code?: string;
}

export const normalise = (text: string) => text.normalize('NFKC').trim().toLocaleLowerCase();

export function searchOrgs<T extends OrgOption>(orgs: readonly T[], query: string): T[] {
  const needle = normalise(query);
  if (!needle) return [...orgs];
  const first: T[] = [];
  const rest: T[] = [];
  orgs.forEach((org) => {
    const name = normalise(org.name);
    if (name.startsWith(needle)) first.push(org);
    else if (name.includes(needle) || normalise(org.code || '').includes(needle)) rest.push(org);
  });
  return first.concat(rest);
}
