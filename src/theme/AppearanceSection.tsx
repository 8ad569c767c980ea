/** The personal appearance section shown in Platform Settings and in My account. */
import { Flex, Typography } from 'antd';
import { useId } from 'react';
import { useT } from '@/locales/t';
import ThemeSwitch from './ThemeSwitch';

export default function AppearanceSection({ heading = true }: { heading?: boolean }) {
  const t = useT();
  const labelId = useId();
  return (
    <section aria-labelledby={heading ? `${labelId}-heading` : labelId}>
      {heading ? (
        <Typography.Title level={3} id={`${labelId}-heading`} style={{ fontSize: 16, marginTop: 0 }}>
          {t('settings.appearance')}
        </Typography.Title>
      ) : null}
      <Flex vertical gap={8}>
        <Typography.Text strong id={labelId}>
          {t('settings.theme')}
        </Typography.Text>
        <div>
          <ThemeSwitch labelledBy={labelId} />
        </div>
        <Typography.Text type="secondary">{t('settings.appearance.personal')}</Typography.Text>
      </Flex>
    </section>
  );
}
