/**
 * Light or dark, for the signed-in user: switches at once, remembers the choice on this browser and saves it as
 * the user's platform preference; if the platform refuses, the previous theme comes back (the request layer says why).
 */
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { Segmented } from 'antd';
import { useT } from '@/locales/t';
import { updatePreferences } from '@/services/ropc/settings';
import { setThemePreference, type ThemeMode, useThemeMode } from './preference';

export default function ThemeSwitch({ labelledBy }: { labelledBy?: string }) {
  const t = useT();
  const mode = useThemeMode();
  const { initialState } = useModel('@@initialState');
  const userId = initialState?.userInfo?.userId;

  const change = (next: ThemeMode) => {
    const previous = mode;
    setThemePreference(next, userId);
    updatePreferences({ theme: next }).catch(() => setThemePreference(previous, userId));
  };

  return (
    <Segmented<ThemeMode>
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('settings.theme')}
      data-testid="theme-switch"
      value={mode}
      onChange={change}
      options={[
        { value: 'light', label: t('settings.theme.light'), icon: <SunOutlined aria-hidden /> },
        { value: 'dark', label: t('settings.theme.dark'), icon: <MoonOutlined aria-hidden /> },
      ]}
    />
  );
}
