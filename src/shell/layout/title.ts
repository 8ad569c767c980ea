/** The tab title: the route's translated name, then the platform title. */
import { t } from '@/locales/t';
import type { MessageKey } from '@/locales/types';
import { findRoute } from './routeTable';

export const TITLE_SEPARATOR = ' - ';

type Translate = (key: MessageKey) => string;

export function buildTitle(pathname: string, translate: Translate): string {
  const platform = translate('title.platform');
  const key = findRoute(pathname)?.titleKey as MessageKey | undefined;
  if (!key) return platform;
  const name = translate(key);
  // An untranslated key comes back as itself: never show it.
  if (!name || name === key) return platform;
  return `${name}${TITLE_SEPARATOR}${platform}`;
}

export function applyTitle(pathname: string) {
  if (typeof document === 'undefined') return;
  document.title = buildTitle(pathname, (key) => t(key));
}
