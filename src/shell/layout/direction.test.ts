import { applyDocumentLanguage, directionOf } from './direction';

describe('directionOf', () => {
  it.each(['he', 'he-IL', 'ar', 'ar-EG', 'fa-IR', 'ku', 'AR_sa'])('is rtl for %s', (locale) => {
    expect(directionOf(locale)).toBe('rtl');
  });

  it.each(['en-US', 'ja-JP', 'zh-CN', 'fr', 'hr-HR', 'kn-IN', 'ha', 'arn', ''])('is ltr for %s', (locale) => {
    expect(directionOf(locale)).toBe('ltr');
  });
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
