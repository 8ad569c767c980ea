/**
 * Where the documentation answers for each part of the console: the three help entries of the header and, per
 * page, the section of the product documentation about it. Anchors are the ids of the documentation content
 * (the same in every language), so a link opens in the user's language at the right place.
 */
import type { MessageKey } from '@/locales/types';

export const DOC_PATHS = {
  product: '/document/productDocumentation',
  maintenance: '/document/maintenanceInstructions',
} as const;

export type DocKind = keyof typeof DOC_PATHS;

export interface DocTarget {
  doc: DocKind;
  /** A chapter or section anchor; none opens the top of the page. */
  id?: string;
  /** The documentation's second tab. */
  tab?: 'tutorials';
}

export function docHref({ doc, id, tab }: DocTarget): string {
  return `${DOC_PATHS[doc]}${tab ? `?tab=${tab}` : ''}${id ? `#${encodeURIComponent(id)}` : ''}`;
}

/** The header's Help menu. */
export const HELP_ENTRIES: ReadonlyArray<{ key: string; label: MessageKey; target: DocTarget }> = [
  { key: 'product', label: 'help.productDocumentation', target: { doc: 'product' } },
  { key: 'maintenance', label: 'help.maintenanceInstructions', target: { doc: 'maintenance' } },
  { key: 'tutorials', label: 'help.videoTutorials', target: { doc: 'product', tab: 'tutorials' } },
];

/** Each page's section of the product documentation. */
export const PAGE_DOCS: Readonly<Record<string, { id: string; title: MessageKey }>> = {
  '/home': { id: 'home', title: 'help.section.home' },
  '/organization': { id: 'manage-organizations', title: 'help.section.organization' },
  '/manufacturer': { id: 'manage-distributors', title: 'help.section.manufacturer' },
  '/user': { id: 'manage-users', title: 'help.section.user' },
  '/account': { id: 'manage-accounts', title: 'help.section.account' },
  '/role': { id: 'manage-roles', title: 'help.section.role' },
};

/** The documentation section of a page path (a detail page shares its list's), if it has one. */
export function pageDocOf(pathname: string): { href: string; title: MessageKey } | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const entry = PAGE_DOCS[path];
  return entry ? { href: docHref({ doc: 'product', id: entry.id }), title: entry.title } : undefined;
}
