import { createIntl } from '@@/plugin-locale/localeExports';
import enUS from './catalogs/en-US';
import jaJP from './catalogs/ja-JP';
import zhCN from './catalogs/zh-CN';
import { translate } from './t';
import type { MessageKey } from './types';

const catalogs: Record<string, Record<string, string>> = { 'en-US': enUS, 'ja-JP': jaJP, 'zh-CN': zhCN };

function counting(locale: string, messages: Record<string, string>) {
  const intl = createIntl({ locale, messages, onError: () => undefined });
  const formatMessage = jest.fn((descriptor: { id: string }, values?: Record<string, string | number>) =>
    String(intl.formatMessage(descriptor, values)),
  );
  return { messages: intl.messages as Record<string, unknown>, formatMessage, intl };
}

describe('translate', () => {
  it.each(Object.keys(catalogs))('gives every message of %s exactly as intl formats it', (locale) => {
    const { intl } = counting(locale, catalogs[locale]);
    const differ = Object.keys(catalogs[locale]).filter((id) => {
      const values = { count: 2, name: 'N', org: 'O', total: 3 };
      return translate(intl as never, id as MessageKey, values) !== intl.formatMessage({ id }, values);
    });
    expect(differ).toEqual([]);
  });

  it('returns a message without ICU syntax as written, without formatting it', () => {
    const fake = counting('en-US', { 'a.plain': 'Add Organization', 'a.value': 'Hello {name}', 'a.quote': "It''s" });
    expect(translate(fake, 'a.plain' as MessageKey)).toBe('Add Organization');
    expect(fake.formatMessage).not.toHaveBeenCalled();
    expect(translate(fake, 'a.value' as MessageKey, { name: 'Ann' })).toBe('Hello Ann');
    expect(translate(fake, 'a.quote' as MessageKey)).toBe("It's");
    expect(fake.formatMessage).toHaveBeenCalledTimes(2);
  });

  it('leaves a key the messages lack to intl (its fallback and warning)', () => {
    const fake = counting('en-US', {});
    translate(fake, 'no.such.key' as MessageKey);
    expect(fake.formatMessage).toHaveBeenCalledWith({ id: 'no.such.key' }, undefined);
  });
});
