import { applyDocumentLanguage, directionOf } from './direction';

describe('directionOf', () => {
  // Spec section 9: right-to-left for languages starting he, ar, fa, ku: each of the four, bare and with a region.
  it.each(['he', 'he-IL', 'ar', 'ar-EG', 'fa', 'fa-IR', 'ku', 'ku-TR', 'AR_sa'])('is rtl for %s', (locale) => {
    expect(directionOf(locale)).toBe('rtl');
  });

  // The language subtag decides (docs/product-decisions.md, Languages): codes that merely begin with those letters stay ltr.
  it.each(['en-US', 'ja-JP', 'zh-CN', 'fr', 'hr-HR', 'kn-IN', 'ha', 'arn', 'arn-CL', 'kum', ''])(
    'is ltr for %s',
    (locale) => {
      expect(directionOf(locale)).toBe('ltr');
    },
  );
});

describe('applyDocumentLanguage', () => {
  it('sets <html lang> and dir', () => {
    applyDocumentLanguage('ja-JP');
    expect(document.documentElement.lang).toBe('ja-JP');
    expect(document.documentElement.dir).toBe('ltr');
    applyDocumentLanguage('ar-EG');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('en-US');
  });
});
