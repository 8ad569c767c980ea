/**
 * The first-sign-in step: an account with a one-time password (UserInfo.mustChangePassword) sees only this until
 * its holder has chosen a password of their own; then the startup runs again and the console opens as usual.
 */
import { useModel } from '@umijs/max';
import { Button, Card, Typography } from 'antd';
import { useT } from '@/locales/t';
import { logoutAndLeave } from '@/session/logout';
import PasswordForm from '../panels/PasswordForm';

export default function FirstPasswordStep() {
  const t = useT();
  const { refresh } = useModel('@@initialState');
  return (
    // A region, not <main>: inside the layout it sits in the layout's own <main>.
    <section
      aria-labelledby="first-password-title"
      style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}
    >
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Typography.Title id="first-password-title" level={1} style={{ fontSize: 22, marginTop: 0 }}>
          {t('profile.firstPassword.title')}
        </Typography.Title>
        <Typography.Paragraph>{t('profile.firstPassword.intro')}</Typography.Paragraph>
        <PasswordForm firstPassword onChanged={() => refresh()} />
        <Button type="link" style={{ paddingInline: 0 }} onClick={() => logoutAndLeave()}>
          {t('layout.logout')}
        </Button>
      </Card>
    </section>
  );
}
