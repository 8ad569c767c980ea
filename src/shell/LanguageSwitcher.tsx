/**
 * The language switcher: English, 日本語, 简体中文 in their own names. Choosing one writes the locale cookie and
 * the stored choice, then reloads the page (the default), so every string, antd's locale and x-locale follow.
 */
import { GlobalOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Grid } from 'antd';
import { useT } from '@/locales/t';
import { type AppLocale, LANGUAGE_NAMES, LOCALES } from '@/session/locale';
import { localeCookie, storedLocale } from '@/session/storage';
import HeaderMenu from './HeaderMenu';

export function changeLanguage(locale: AppLocale, reload = () => window.location.reload()) {
  localeCookie.set(locale);
  storedLocale.set(locale);
  reload();
}

export default function LanguageSwitcher() {
  const t = useT();
  const { locale } = useIntl();
  const screens = Grid.useBreakpoint();
  const current = LANGUAGE_NAMES[locale as AppLocale];
  return (
    <HeaderMenu
      icon={<GlobalOutlined />}
      label={t('layout.language')}
      testId="language-switcher"
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((code) => ({ key: code, label: <span lang={code}>{LANGUAGE_NAMES[code]}</span> })),
        onClick: ({ key }) => {
          if (key !== locale) changeLanguage(key as AppLocale);
        },
      }}
    >
      {screens.md && current ? current : null}
    </HeaderMenu>
  );
}
