/** The document follows the UI language: <html lang> and the writing direction (rtl for he, ar, fa, ku). */
import { directionOf } from '@/session/locale';

export { directionOf };

export function applyDocumentLanguage(locale: string, root: HTMLElement = document.documentElement) {
  root.lang = locale;
  root.dir = directionOf(locale);
}
