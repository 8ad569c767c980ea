/**
 * The long-form content is not part of the locale catalogs (they ship in the entry bundle): each language's
 * pages are chunks of their own, and only the active language's page is requested.
 */
import { type AppLocale, isAppLocale } from '@/session/locale';
import type { DocKind, DocPage } from './types';

type Loader = () => Promise<{ default: DocPage }>;

export const CONTENT_LOADERS: Record<AppLocale, Record<DocKind, Loader>> = {
  'en-US': { product: () => import('./en-US/product'), maintenance: () => import('./en-US/maintenance') },
  'ja-JP': { product: () => import('./ja-JP/product'), maintenance: () => import('./ja-JP/maintenance') },
  'zh-CN': { product: () => import('./zh-CN/product'), maintenance: () => import('./zh-CN/maintenance') },
};

export type LoadContent = (kind: DocKind, locale: string) => Promise<DocPage>;

/** The page in the UI language (English when the language is not one of ours). */
export const loadContent: LoadContent = async (kind, locale) => {
  const loaders = CONTENT_LOADERS[isAppLocale(locale) ? locale : 'en-US'];
  return (await loaders[kind]()).default;
};
